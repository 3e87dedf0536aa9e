import { EVENT_THEME_LOOKS, itemAt, themeAccent } from '@celebra/contracts';
import { PageSizes } from 'pdf-lib';
import { create } from 'qrcode';
import {
  fillOf,
  readCard,
  readRenderedQr,
  shownTexts,
} from '../../../testing/card-pdf-reading';
import { readThemeFont } from '../../../testing/theme-fonts';
import { createGiftCardPdf, type GiftCardContent } from './gift-card-pdf';

jest.mock('qrcode', () => {
  const actual = jest.requireActual<typeof import('qrcode')>('qrcode');
  return { ...actual, create: jest.fn(actual.create) };
});

const url = 'http://site.localhost:8080/conceicao-e-ze#presentes';

const card = (content: Partial<GiftCardContent> = {}) =>
  createGiftCardPdf(
    {
      title: 'Conceição & Zé',
      url,
      theme: 'classico',
      color: '#b5446e',
      ...content,
    },
    readThemeFont,
  );

describe('createGiftCardPdf', () => {
  it("prints one A6 page in the Clássico theme: its fonts embedded, names with accents, the invitation, the gift list's QR code and address", async () => {
    const read = await readCard(await card({ title: 'Conceição & Zé 💍' }));

    expect(read.document.getPageCount()).toBe(1);
    const { width, height } = read.page.getSize();
    expect([width, height]).toEqual(PageSizes.A6);
    expect(read.document.getTitle()).toBe(
      'Gravata digital — Conceição & Zé 💍',
    );

    const baseFonts = [...read.fonts.values()].map((font) => font.baseFont);
    expect(baseFonts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('EBGaramond'),
        expect.stringContaining('Lato'),
      ]),
    );

    const shown = shownTexts(read);
    expect(shown).toContainEqual({
      font: expect.stringContaining('Lato'),
      text: 'GRAVATA DIGITAL',
    });
    // The emoji has no glyph in the theme's fonts: left out, the letters kept.
    expect(shown).toContainEqual({
      font: expect.stringContaining('EBGaramond'),
      text: 'Conceição & Zé',
    });
    expect(shown.map((line) => line.text).join(' ')).toContain(
      'Aponte a câmera do celular para o QR code e escolha um presente na nossa lista.',
    );
    expect(shown.map((line) => line.text)).toContain(
      'site.localhost:8080/conceicao-e-ze#presentes',
    );

    // The QR code encodes the gift list's address; each dark module is one filled square (one
    // path begun with `m`), besides the ornament's paths.
    expect(create).toHaveBeenCalledWith(url, expect.anything());
    const { modules } = itemAt(jest.mocked(create).mock.results, 0)
      .value as ReturnType<typeof create>;
    const darkModules = Array.from(modules.data).filter(Boolean).length;
    expect(read.text.match(/ m\n/g)?.length).toBeGreaterThan(darkModules);
  });

  it('prints a QR code that a phone reads as the gift list address', async () => {
    expect(await readRenderedQr(await card())).toBe(url);
  });

  it("is printed on the theme's background, with its ink and the host's colour as the accent", async () => {
    const look = EVENT_THEME_LOOKS.boho;
    const { text, fonts } = await readCard(
      await card({ theme: 'boho', color: '#2e7d32' }),
    );
    expect(text).toContain(`${fillOf(look.colors.background)} rg`);
    expect(text).toContain(`${fillOf(look.colors.text)} rg`);
    expect(text).toContain(`${fillOf(themeAccent('#2e7d32', 'boho'))} rg`);
    expect([...fonts.values()].map((font) => font.baseFont)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('PlayfairDisplay'),
        expect.stringContaining('Karla'),
      ]),
    );
  });

  it('shrinks long names to fit the card', async () => {
    const title =
      'Casamento de Maria Aparecida dos Santos e João Sebastião de Albuquerque';
    const shown = shownTexts(await readCard(await card({ title })));
    const nameLines = shown
      .filter((line) => line.font.includes('EBGaramond'))
      .map((line) => line.text);
    expect(nameLines.length).toBeLessThanOrEqual(3);
    expect(nameLines.join(' ')).toBe(title);
  });
});
