import {
  type DbOrTx,
  eventCategories,
  type NewEventCategory,
} from '@celebra/db';
import { asc, eq } from 'drizzle-orm';

export const adminEventCategoryColumns = {
  id: eventCategories.id,
  name: eventCategories.name,
  description: eventCategories.description,
  eventTypeId: eventCategories.eventTypeId,
  active: eventCategories.active,
};

export function listEventCategories(db: DbOrTx) {
  return db
    .select(adminEventCategoryColumns)
    .from(eventCategories)
    .orderBy(asc(eventCategories.eventTypeId), asc(eventCategories.id));
}

export async function findEventCategory(db: DbOrTx, id: number) {
  const [category] = await db
    .select(adminEventCategoryColumns)
    .from(eventCategories)
    .where(eq(eventCategories.id, id));
  return category;
}

export async function insertEventCategory(
  db: DbOrTx,
  values: NewEventCategory,
) {
  const [created] = await db
    .insert(eventCategories)
    .values(values)
    .returning({ id: eventCategories.id });
  return created;
}

/** The updated row's id, or undefined when there is no such category. */
export async function updateEventCategory(
  db: DbOrTx,
  id: number,
  values: Partial<NewEventCategory>,
) {
  const [updated] = await db
    .update(eventCategories)
    .set(values)
    .where(eq(eventCategories.id, id))
    .returning({ id: eventCategories.id });
  return updated;
}

/** Deletes the category; its gifts go with it (ON DELETE CASCADE). */
export async function deleteEventCategory(db: DbOrTx, id: number) {
  await db.delete(eventCategories).where(eq(eventCategories.id, id));
}
