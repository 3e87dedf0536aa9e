import { DEFAULT_EVENT_COLOR, type EventTheme } from '@celebra/contracts';
import {
  type DbOrTx,
  eventCategories,
  eventDetails,
  eventGifts,
  events,
  eventSettings,
  eventTypes,
  users,
  oneRow,
} from '@celebra/db';
import { and, eq } from 'drizzle-orm';
import { firstRow } from '../../lib/rows';

/* The registration's rows: the host, and their event with its defaults and gift list. */

/** An active category of an active event type. */
export function findActiveCategory(db: DbOrTx, categoryId: number) {
  return firstRow(
    db
      .select({
        id: eventCategories.id,
        eventTypeId: eventCategories.eventTypeId,
        eventTypeName: eventTypes.name,
      })
      .from(eventCategories)
      .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
      .where(
        and(
          eq(eventCategories.id, categoryId),
          eq(eventCategories.active, true),
          eq(eventTypes.active, true),
        ),
      ),
  );
}

export async function insertUser(
  db: DbOrTx,
  values: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    passwordHash: string;
  },
): Promise<number> {
  const row = oneRow(
    await db.insert(users).values(values).returning({ id: users.id }),
  );
  return row.id;
}

/** The event with its default details and settings rows and its gift list. */
export async function insertEventWithDefaults(
  db: DbOrTx,
  values: {
    userId: number;
    eventCategoryId: number;
    slug: string;
    title: string;
    subtitle: string;
    theme: EventTheme;
    /** 'YYYY-MM-DD' when the wizard was told the date. */
    eventDate: string | null;
    giftIds: number[];
  },
): Promise<number> {
  const { giftIds, eventDate, ...event } = values;
  const row = oneRow(
    await db
      .insert(events)
      .values({ ...event, color: DEFAULT_EVENT_COLOR })
      .returning({ id: events.id }),
  );
  await db.insert(eventDetails).values({ eventId: row.id, eventDate });
  await db.insert(eventSettings).values({ eventId: row.id });
  await db
    .insert(eventGifts)
    .values(giftIds.map((giftId) => ({ eventId: row.id, giftId })));
  return row.id;
}
