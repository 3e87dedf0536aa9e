import { type DbOrTx, giftSuggestions } from '@celebra/db';
import { desc, eq } from 'drizzle-orm';

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
    .orderBy(desc(giftSuggestions.createdAt), desc(giftSuggestions.id));
}

export async function insertGiftSuggestion(
  db: DbOrTx,
  values: { eventId: number; title: string; description: string },
) {
  await db.insert(giftSuggestions).values(values);
}
