import type { HostPartyMedia, PartyAlbumItem } from '@celebra/contracts';
import type { PartyMedia } from '@celebra/db';
import { responsiveImageOf } from '../../media';

/** An approved item as guests and the wall see it. */
export function albumItemOf(row: PartyMedia): PartyAlbumItem {
  return {
    id: row.id,
    kind: row.kind,
    url: row.url,
    image: responsiveImageOf(row.image),
    guestName: row.guestName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An item as the host manages it. */
export function hostItemOf(row: PartyMedia): HostPartyMedia {
  return {
    ...albumItemOf(row),
    status: row.status,
    sizeBytes: row.sizeBytes,
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/** `nextBefore` of a page asked with `limit`: the last id when the page is full. */
export function nextBeforeOf(rows: { id: number }[], limit: number) {
  return rows.length === limit ? (rows.at(-1)?.id ?? null) : null;
}
