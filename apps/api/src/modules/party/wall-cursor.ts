import { WALL_CURSOR_PATTERN } from '@celebra/contracts';

/**
 * Where a wall's stream stands: the time of the last approval of a media item and of the last
 * message it sent (milliseconds since 1970). Times, not ids: a photo approved late by the
 * host has an older id than photos already shown.
 */
export interface WallCursor {
  media: number;
  message: number;
}

export const formatWallCursor = (cursor: WallCursor): string =>
  `${cursor.media}-${cursor.message}`;

/** The cursor of `text` (an event id or `?since=`); undefined when it is not one. */
export function parseWallCursor(
  text: string | undefined,
): WallCursor | undefined {
  if (text === undefined || !WALL_CURSOR_PATTERN.test(text)) return undefined;
  const [media, message] = text.split('-').map(Number);
  if (media === undefined || message === undefined) return undefined;
  return { media, message };
}

/** Both times at `now`: a stream opened without a cursor shows what arrives from then on. */
export const wallCursorAt = (now: number): WallCursor => ({
  media: now,
  message: now,
});
