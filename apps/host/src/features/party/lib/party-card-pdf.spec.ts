import { PageSizes } from 'pdf-lib';
import {
  readCard,
  readRenderedQr,
  shownTexts,
} from '../../../testing/card-pdf-reading';
import { readThemeFont } from '../../../testing/theme-fonts';
import { createPartyCardPdf, type PartyCardContent } from './party-card-pdf';

const url = 'http://site.localhost:8080/conceicao-e-ze/festa';

const card = (content: Partial<PartyCardContent> = {}) =>
  createPartyCardPdf(
    {
      title: 'Conceição & Zé',
      url,
      paper: 'A6',
      theme: 'floral',
      color: '#b5446e',
      ...content,
    },
    readThemeFont,
  );

describe('createPartyCardPdf', () => {
  it('prints one A6 page: the names, the invitation, the three things to do at the party and the address', async () => {
    const read = await readCard(await card());

    expect(read.document.getPageCount()).toBe(1);
    const { width, height } = read.page.getSize();
    expect([width, height]).toEqual(PageSizes.A6);
    expect(read.document.getTitle()).toBe('Cartão da mesa — Conceição & Zé');
    const texts = shownTexts(read).map((line) => line.text);
    expect(texts).toEqual([
      'BEM-VINDOS À FESTA',
      'Conceição & Zé',
      'Aponte a câmera do celular para o QR code e:',
      'Envie suas fotos',
      'Deixe um recado',
      'Dê um presente por Pix',
      'site.localhost:8080/conceicao-e-ze/festa',
    ]);
  });

  it.each(['A6', 'A5'] as const)(
    "prints on %s a QR code that a phone reads as the party page's address",
    async (paper) => {
      const bytes = await card({ paper });
      const { page } = await readCard(bytes);
      const { width, height } = page.getSize();
      expect([width, height]).toEqual(PageSizes[paper]);
      expect(await readRenderedQr(bytes)).toBe(url);
    },
  );

  it('keeps the QR code readable under a long title in the largest heading font', async () => {
    const bytes = await card({
      title:
        'Casamento de Maria Aparecida dos Santos e João Sebastião de Albuquerque',
      theme: 'rustico',
    });
    expect(await readRenderedQr(bytes)).toBe(url);
  });
});
