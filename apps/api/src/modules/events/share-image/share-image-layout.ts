import {
  EVENT_THEME_LOOKS,
  type EventTheme,
  SHARE_IMAGE,
  THEME_HEADING_SCALE,
} from '@celebra/contracts';
import { SHARE_IMAGE_FAMILIES } from './share-image-fonts';
import { h, type ShareImageNode } from './share-image-node';
import { ornamentOf } from './share-image-ornaments';

/** What the picture says, as the site shows it. */
export interface ShareImageText {
  title: string;
  subtitle: string;
  /** '12 de dezembro de 2026, 16:30', or '' when the site shows no date. */
  when: string;
}

export interface ShareImageLayoutInput extends ShareImageText {
  theme: EventTheme;
  /** The host's colour as the theme's accent (`themeAccent`). */
  accent: string;
  /** The host's photo already cut to `PHOTO_BOX`, as a data URL; null without one. */
  photo: string | null;
}

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE;
const MARGIN = 40;

/** Without a photo the words keep clear of the frame. */
const PLAIN_TEXT_WIDTH = 960;

/** The photo's place on the left, inside the margin. */
export const PHOTO_BOX = { width: 470, height: HEIGHT - 2 * MARGIN };

/** The frame each theme gives the photo: an arch, soft corners or a plain rectangle. */
const PHOTO_RADIUS: Record<EventTheme, string> = {
  classico: '4px',
  rustico: '12px',
  praia: '235px 235px 12px 12px',
  minimalista: '0px',
  floral: '235px',
  boho: '235px 235px 0px 0px',
  'cha-de-bebe': '48px',
  'aniversario-infantil': '40px',
};

/**
 * The title's size for its length and the room it has: short names large, long titles
 * smaller; at most three lines either way (the rest is cut with an ellipsis).
 */
function titleSize(title: string, theme: EventTheme, narrow: boolean) {
  const length = title.length;
  const base =
    length <= 14
      ? 100
      : length <= 24
        ? 84
        : length <= 40
          ? 68
          : length <= 70
            ? 56
            : 46;
  return Math.round(base * (narrow ? 0.82 : 1) * THEME_HEADING_SCALE[theme]);
}

/** The words: title, ornament, subtitle, date, centred in their column. */
function textColumn(input: ShareImageLayoutInput, width: number) {
  const { colors } = EVENT_THEME_LOOKS[input.theme];
  const narrow = input.photo !== null;
  const size = titleSize(input.title, input.theme, narrow);
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        width,
        height: HEIGHT - 2 * MARGIN,
        padding: '0 24px',
        textAlign: 'center',
      },
    },
    h(
      'div',
      {
        style: {
          display: 'block',
          fontFamily: SHARE_IMAGE_FAMILIES.heading,
          fontSize: size,
          lineHeight: 1.1,
          color: colors.text,
          lineClamp: 3,
          maxWidth: width - 48,
        },
      },
      input.title,
    ),
    h(
      'div',
      { style: { display: 'flex', margin: '28px 0 24px' } },
      ornamentOf(input.theme, input.accent, 200),
    ),
    ...(input.subtitle
      ? [
          h(
            'div',
            {
              style: {
                display: 'block',
                fontFamily: SHARE_IMAGE_FAMILIES.body,
                fontSize: narrow ? 30 : 34,
                lineHeight: 1.3,
                color: colors.muted,
                lineClamp: 2,
                maxWidth: width - 48,
              },
            },
            input.subtitle,
          ),
        ]
      : []),
    ...(input.when
      ? [
          h(
            'div',
            {
              style: {
                display: 'flex',
                marginTop: 22,
                fontFamily: SHARE_IMAGE_FAMILIES.body,
                fontSize: narrow ? 26 : 30,
                letterSpacing: 2,
                textTransform: 'uppercase',
                color: input.accent,
              },
            },
            input.when,
          ),
        ]
      : []),
  );
}

/**
 * The share picture (1200×630): the theme's background inside a thin frame in the accent;
 * with a photo, the photo on the left in the theme's frame and the words on the right;
 * without one, the words in the middle.
 */
export function shareImageLayout(input: ShareImageLayoutInput): ShareImageNode {
  const { colors } = EVENT_THEME_LOOKS[input.theme];
  const frame = h('div', {
    style: {
      position: 'absolute',
      top: MARGIN / 2,
      left: MARGIN / 2,
      width: WIDTH - MARGIN,
      height: HEIGHT - MARGIN,
      border: `2px solid ${input.accent}`,
      opacity: 0.55,
    },
  });
  const photo = input.photo
    ? [
        h('img', {
          src: input.photo,
          width: PHOTO_BOX.width,
          height: PHOTO_BOX.height,
          style: {
            borderRadius: PHOTO_RADIUS[input.theme],
            objectFit: 'cover',
          },
        }),
      ]
    : [];
  const textWidth = input.photo
    ? WIDTH - 2 * MARGIN - PHOTO_BOX.width
    : PLAIN_TEXT_WIDTH;
  return h(
    'div',
    {
      style: {
        position: 'relative',
        display: 'flex',
        width: WIDTH,
        height: HEIGHT,
        backgroundColor: colors.background,
      },
    },
    frame,
    h(
      'div',
      {
        style: {
          position: 'absolute',
          top: MARGIN,
          left: MARGIN,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: WIDTH - 2 * MARGIN,
          height: HEIGHT - 2 * MARGIN,
        },
      },
      ...photo,
      textColumn(input, textWidth),
    ),
  );
}
