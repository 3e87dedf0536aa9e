import { type DbOrTx, giftSuggestions } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { newestFirst } from '../../lib/paging';

/** Newest first. */
export function listGiftSuggestions(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: giftSuggestions.id,
      title: giftSuggestions.title,
      description: giftSuggestions.description,
      createdAt: giftSuggestions.createdAt,
    })
    .from(giftSuggestions)
    .where(eq(giftSuggestions.eventId, eventId))
    .orderBy(...newestFirst(giftSuggestions));
}

export async function insertGiftSuggestion(
  db: DbOrTx,
  values: { eventId: number; title: string; description: string },
) {
  await db.insert(giftSuggestions).values(values);
}
