import { itemAt } from '@celebra/contracts';
import {
  decodePDFRawStream,
  PageSizes,
  PDFArray,
  PDFDocument,
  PDFRawStream,
} from 'pdf-lib';
import { create } from 'qrcode';
import { createGiftCardPdf } from './gift-card-pdf';

jest.mock('qrcode', () => {
  const actual = jest.requireActual<typeof import('qrcode')>('qrcode');
  return { ...actual, create: jest.fn(actual.create) };
});

const url = 'http://site.localhost:8080/conceicao-e-ze#presentes';

/** The page's drawing operators, decompressed. */
const pageOperators = async (bytes: Uint8Array) => {
  const document = await PDFDocument.load(bytes);
  const page = document.getPage(0);
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => document.context.lookup(ref))
      : [contents];
  const text = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) =>
      Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'),
    )
    .join('\n');
  return { document, page, text };
};

/** The strings shown with Tj (pdf-lib writes them as hex in the fonts' WinAnsi encoding). */
const shownTexts = (operators: string): string[] =>
  [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) =>
    Buffer.from(itemAt(match, 1), 'hex').toString('latin1'),
  );

describe('createGiftCardPdf', () => {
  it('makes one A6 portrait page with the names (accents kept), the invitation, the QR code of the gift list and its address', async () => {
    const bytes = await createGiftCardPdf({
      title: 'Conceição & Zé 💍',
      url,
    });
    const { document, page, text } = await pageOperators(bytes);

    expect(document.getPageCount()).toBe(1);
    const { width, height } = page.getSize();
    expect([width, height]).toEqual(PageSizes.A6);
    expect(document.getTitle()).toBe('Gravata digital — Conceição & Zé 💍');

    const texts = shownTexts(text);
    expect(texts).toContain('GRAVATA DIGITAL');
    // The emoji has no glyph in the standard fonts: left out, the letters kept.
    expect(texts).toContain('Conceição & Zé');
    expect(texts.join(' ')).toContain(
      'Aponte a câmera do celular para o QR code e escolha um presente na nossa lista.',
    );
    expect(texts).toContain('site.localhost:8080/conceicao-e-ze#presentes');

    // The QR code encodes the gift list's address; each dark module is one filled square (one
    // path begun with `m`), besides the card's border.
    expect(create).toHaveBeenCalledWith(url, expect.anything());
    const { modules } = itemAt(jest.mocked(create).mock.results, 0)
      .value as ReturnType<typeof create>;
    const darkModules = Array.from(modules.data).filter(Boolean).length;
    expect(text.match(/ m\n/g)).toHaveLength(darkModules + 1);
  });

  it('shrinks long names to fit the card', async () => {
    const title =
      'Casamento de Maria Aparecida dos Santos e João Sebastião de Albuquerque';
    const { text } = await pageOperators(
      await createGiftCardPdf({ title, url }),
    );

    const nameLines = shownTexts(text).slice(1, 4);
    expect(nameLines.join(' ')).toBe(title);
  });
});
