import { hostTexts } from '@celebra/contracts';
import {
  CARD_MARGIN,
  type CardCanvas,
  type CardLook,
  createCardPdf,
  drawCardAddress,
  drawCardHeading,
  drawCardQr,
  drawParagraph,
  printable,
} from '../../../lib/printed-card/card-pdf';
import type { CardPaper } from '../../../lib/printed-card/card-papers';
import type { ThemeFontLoader } from '../../../lib/printed-card/theme-font-files';

/** What the 'Cartão da mesa' prints: the couple's names and the party page's address. */
export type PartyCardContent = CardLook & {
  title: string;
  url: string;
  paper: CardPaper;
};

const t = hostTexts.partyCard;
const ACTION_SIZE = 11;
const ACTION_LEADING = 16;
const BULLET_RADIUS = 2.5;
const BULLET_GAP = 10;
const QR_MAX_SIDE = 150;
const ADDRESS_ROOM = 24;

/** The three things a guest can do, one a line, a block centred on the card with accent dots. */
const drawActions = (card: CardCanvas, top: number): number => {
  const font = card.fonts.body;
  const lines = Object.values(t.actions).map((action) =>
    printable(action, font),
  );
  const widest = Math.max(
    ...lines.map((line) => font.widthOfTextAtSize(line, ACTION_SIZE)),
  );
  const left = (card.width - widest - BULLET_GAP) / 2;
  let y = top;
  for (const line of lines) {
    card.page.drawCircle({
      x: left + BULLET_RADIUS,
      y: y + ACTION_SIZE * 0.3,
      size: BULLET_RADIUS,
      color: card.colors.accent,
    });
    card.page.drawText(line, {
      x: left + BULLET_GAP,
      y,
      size: ACTION_SIZE,
      font,
      color: card.colors.ink,
    });
    y -= ACTION_LEADING;
  }
  return y;
};

/**
 * The 'Cartão da mesa', one A6 or A5 portrait page in the event's look (`createCardPdf`): the
 * couple's names under the kicker, the invitation to scan, the three things the party page
 * offers (send photos, leave a message, give a gift by Pix), and one QR code of the party page
 * with its address under it, as large as the room left allows.
 */
export const createPartyCardPdf = (
  { title, url, paper, theme, color }: PartyCardContent,
  loadFont?: ThemeFontLoader,
): Promise<Uint8Array> =>
  createCardPdf(
    { documentTitle: `${t.title} — ${title}`, paper, theme, color },
    (card) => {
      let y = drawCardHeading(card, { kicker: t.kicker, title });
      y = drawParagraph(card, t.invitation, {
        top: y - 6,
        size: 10,
        leading: 13,
        color: card.colors.muted,
      });
      y = drawActions(card, y - 6);
      const room = y - (CARD_MARGIN + ADDRESS_ROOM);
      const side = Math.min(QR_MAX_SIDE, room);
      const qrTop = y - (room - side) / 2;
      drawCardQr(card, url, { top: qrTop, side });
      drawCardAddress(card, url, qrTop - side - 12);
    },
    loadFont,
  );
