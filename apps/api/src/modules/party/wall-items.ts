import type { PartyAlbumItem, WallMessage } from '@celebra/contracts';
import { responsiveImageOf } from '../../media/public-image';
import type { WallMediaRow, WallMessageRow } from './wall.repository';

/** A media item as the wall shows it. */
export const wallMediaOf = (row: WallMediaRow): PartyAlbumItem => ({
  id: row.id,
  kind: row.kind,
  url: row.url,
  image: responsiveImageOf(row.image),
  guestName: row.guestName,
  createdAt: row.createdAt.toISOString(),
});

/** 'Ana S.': the first name and the last name's initial (the wall is seen by the whole party). */
export function wallNameOf(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  const first = firstName.trim();
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export const wallMessageOf = (row: WallMessageRow): WallMessage => ({
  id: row.id,
  name: wallNameOf(row.firstName, row.lastName),
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});
