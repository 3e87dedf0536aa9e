import { hostTexts } from '@celebra/contracts';
import {
  CARD_MARGIN,
  type CardLook,
  createCardPdf,
  drawCardAddress,
  drawCardHeading,
  drawCardQr,
  drawParagraph,
} from '../../../lib/printed-card/card-pdf';
import type { ThemeFontLoader } from '../../../lib/printed-card/theme-font-files';

/**
 * What the 'Gravata digital' card prints: the couple's names and the gift list's address, in
 * the event's theme and colour.
 */
export type GiftCardContent = CardLook & { title: string; url: string };

const QR_SIDE = 160;

/**
 * The 'Gravata digital' card, an A6 portrait PDF for the party's tables, in the event's look
 * (`createCardPdf`): the kicker, the couple's names and the theme's ornament, a line inviting
 * guests to the gift list, and the QR code of its address with the address under it.
 */
export const createGiftCardPdf = (
  { title, url, theme, color }: GiftCardContent,
  loadFont?: ThemeFontLoader,
): Promise<Uint8Array> =>
  createCardPdf(
    {
      documentTitle: `${hostTexts.giftCard.kicker} — ${title}`,
      paper: 'A6',
      theme,
      color,
    },
    (card) => {
      let y = drawCardHeading(card, {
        kicker: hostTexts.giftCard.kicker,
        title,
      });
      y = drawParagraph(card, hostTexts.giftCard.invitation, {
        top: y - 6,
        size: 10,
        leading: 13,
      });
      // Centred in the room between the text and the address at the foot of the card.
      const lowestTop = CARD_MARGIN + 24 + QR_SIDE;
      const qrTop = Math.min(y - 4, lowestTop + (y - 4 - lowestTop) / 2);
      drawCardQr(card, url, { top: qrTop, side: QR_SIDE });
      drawCardAddress(card, url, qrTop - QR_SIDE - 12);
    },
    loadFont,
  );
