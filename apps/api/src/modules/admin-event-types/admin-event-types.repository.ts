import {
  type DbOrTx,
  eventCategories,
  eventTypes,
  type NewEventType,
} from '@celebra/db';
import { asc, eq } from 'drizzle-orm';

const eventTypeColumns = {
  id: eventTypes.id,
  name: eventTypes.name,
  description: eventTypes.description,
  imageUrl: eventTypes.imageUrl,
  active: eventTypes.active,
};

export function listEventTypes(db: DbOrTx) {
  return db
    .select(eventTypeColumns)
    .from(eventTypes)
    .orderBy(asc(eventTypes.id));
}

/** Every event type with its categories, both by id. */
export function listEventTypesWithCategories(db: DbOrTx) {
  return db.query.eventTypes.findMany({
    columns: {
      id: true,
      name: true,
      description: true,
      imageUrl: true,
      active: true,
    },
    orderBy: asc(eventTypes.id),
    with: {
      eventCategories: {
        columns: {
          id: true,
          name: true,
          description: true,
          eventTypeId: true,
          active: true,
        },
        orderBy: asc(eventCategories.id),
      },
    },
  });
}

export async function findEventType(db: DbOrTx, id: number) {
  const [eventType] = await db
    .select(eventTypeColumns)
    .from(eventTypes)
    .where(eq(eventTypes.id, id));
  return eventType;
}

export async function insertEventType(db: DbOrTx, values: NewEventType) {
  const [created] = await db
    .insert(eventTypes)
    .values(values)
    .returning({ id: eventTypes.id });
  return created;
}

/** The updated row's id, or undefined when there is no such event type. */
export async function updateEventType(
  db: DbOrTx,
  id: number,
  values: Partial<NewEventType>,
) {
  const [updated] = await db
    .update(eventTypes)
    .set(values)
    .where(eq(eventTypes.id, id))
    .returning({ id: eventTypes.id });
  return updated;
}

/** Deletes the type; its categories and their gifts go with it (ON DELETE CASCADE). */
export async function deleteEventType(db: DbOrTx, id: number) {
  await db.delete(eventTypes).where(eq(eventTypes.id, id));
}
