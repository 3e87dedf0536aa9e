import {
  EVENT_THEME_LOOKS,
  type EventTheme,
  SHARE_IMAGE,
} from '@celebra/contracts';
import { createHash } from 'node:crypto';

/**
 * Bumped whenever the drawing itself changes (layout, ornaments, quality), so every event
 * gets a new picture and URL.
 */
const DRAWING_REVISION = 1;

/** Everything the share picture of an event draws. */
export interface ShareImageContent {
  title: string;
  subtitle: string;
  /** '12 de dezembro de 2026, 16:30'; '' when the site shows no date. */
  when: string;
  theme: EventTheme;
  /** The host's colour as stored (the accent is derived from it and the theme). */
  color: string;
  /** The banner, else the avatar, as stored; null without either. */
  photoUrl: string | null;
}

/**
 * The version of the picture of `content`: a hash of everything drawn (the content, the
 * theme's look, the drawing's revision), so any change gives another file and URL.
 */
export function shareImageVersion(content: ShareImageContent): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        DRAWING_REVISION,
        content,
        EVENT_THEME_LOOKS[content.theme],
      ]),
    )
    .digest('hex');
  return `${hash.slice(0, 16)}.${SHARE_IMAGE.extension}`;
}
