import { EVENT_THEMES, EVENT_THEME_LOOKS } from '@celebra/contracts';
import sharp from 'sharp';
import { renderShareImage } from './render-share-image';

const longTitle =
  'Casamento de Maria Eduarda Albuquerque Vasconcellos & João Pedro Figueiredo de Oliveira Santos Supercalifragilisticexpialidociousmente';
const longSubtitle =
  'Com muita alegria convidamos você para celebrar conosco o nosso grande dia, ao pôr do sol, à beira-mar, com música, dança e muito amor';

/**
 * The margins outside the frame, as raw RGB: whole 16-pixel JPEG blocks the frame's line
 * does not touch (top, left and right), and the last rows at the bottom.
 */
function margins(picture: Buffer) {
  const area = (left: number, top: number, width: number, height: number) =>
    sharp(picture)
      .extract({ left, top, width, height })
      .removeAlpha()
      .raw()
      .toBuffer();
  return Promise.all([
    area(0, 0, 1200, 16),
    area(0, 624, 1200, 6),
    area(0, 0, 16, 630),
    area(1184, 0, 16, 630),
  ]);
}

describe('the share picture', () => {
  it.each(EVENT_THEMES)(
    'keeps a long title, a long word and a long subtitle inside its frame in the %s theme',
    async (theme) => {
      const picture = await renderShareImage(
        {
          title: longTitle,
          subtitle: longSubtitle,
          when: '12 de dezembro de 2026, 16:30',
          theme,
          color: '#b5446e',
          photoUrl: null,
        },
        null,
      );
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) =>
        Number.parseInt(
          EVENT_THEME_LOOKS[theme].colors.background.slice(start, start + 2),
          16,
        ),
      );
      for (const band of await margins(picture)) {
        for (let index = 0; index < band.length; index += 3) {
          const off =
            Math.abs((band[index] ?? 0) - r) +
            Math.abs((band[index + 1] ?? 0) - g) +
            Math.abs((band[index + 2] ?? 0) - b);
          expect(off).toBeLessThan(24);
        }
      }
    },
  );
});
