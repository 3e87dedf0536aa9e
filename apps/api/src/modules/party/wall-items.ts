import type { WallMessage } from '@celebra/contracts';
import type { WallMessageRow } from './wall.repository';

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
