import { DEFAULT_EVENT_COLOR, type ServiceType } from '@celebra/contracts';
import {
  type Db,
  eventDetails,
  eventMembers,
  events,
  eventServices,
  eventSettings,
  type NewEvent,
  type NewEventDetails,
  type NewEventService,
  type NewUser,
  services,
  serviceTypes,
  users,
  oneRow,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createCatalogue, unique } from './factories';

/*
 * Rows for the back-office suites, written straight to the database. The password hash is a
 * placeholder: these users never sign in.
 */

export async function insertUser(db: Db, values: Partial<NewUser> = {}) {
  const user = oneRow(
    await db
      .insert(users)
      .values({
        firstName: 'Paula',
        lastName: unique('Ramos'),
        email: `${unique('usuario')}@example.com`,
        phoneNumber: '(21) 99876-5432',
        passwordHash: 'not-a-real-hash',
        ...values,
      })
      .returning(),
  );
  return user;
}

let categoryId: number | undefined;

/** A category shared by the events of one test file. */
async function anyCategory(db: Db): Promise<number> {
  categoryId ??= (await createCatalogue(db, { giftCount: 1 })).categoryId;
  return categoryId;
}

/**
 * An event of `userId` with settings and, unless `details` is null, a details row
 * (default: in-person, filled).
 */
export async function insertEvent(
  db: Db,
  userId: number,
  values: Partial<NewEvent> = {},
  details: Partial<NewEventDetails> | null = {},
) {
  const event = oneRow(
    await db
      .insert(events)
      .values({
        userId,
        eventCategoryId: values.eventCategoryId ?? (await anyCategory(db)),
        slug: unique('festa'),
        title: 'Festa da Paula',
        subtitle: 'Aniversário',
        color: DEFAULT_EVENT_COLOR,
        ...values,
      })
      .returning(),
  );
  await db
    .insert(eventMembers)
    .values({ eventId: event.id, userId, role: 'owner' });
  await db.insert(eventSettings).values({ eventId: event.id });
  if (details)
    await db.insert(eventDetails).values({
      eventId: event.id,
      eventDate: '2030-06-15',
      startTime: '18:00',
      endTime: '23:00',
      eventLocation: 'Salão Azul',
      fullAddress: 'Rua das Flores, 10 - São Paulo',
      ...details,
    });
  return event;
}

export async function findEventDetails(db: Db, eventId: number) {
  const [row] = await db
    .select()
    .from(eventDetails)
    .where(eq(eventDetails.eventId, eventId));
  return row;
}

/** The service type of `code`, created when missing (test databases are not seeded). */
export async function ensureServiceType(
  db: Db,
  code: ServiceType,
  values: { includedQuantity?: number; active?: boolean; name?: string } = {},
) {
  const [row] = await db
    .insert(serviceTypes)
    .values({ code, name: values.name ?? `Tipo ${code}`, ...values })
    .onConflictDoUpdate({ target: serviceTypes.code, set: values })
    .returning();
  return row;
}

/** A purchase of a new service of `type` for the event. */
export async function insertEventService(
  db: Db,
  eventId: number,
  values: Partial<NewEventService> & { type: ServiceType; name?: string },
) {
  const { name, ...purchase } = values;
  const service = oneRow(
    await db
      .insert(services)
      .values({
        type: values.type,
        name: name ?? unique(`Pacote ${values.type}`),
        price: values.price ?? 1990,
        quantity: values.quantity ?? 10,
      })
      .returning(),
  );
  const row = oneRow(
    await db
      .insert(eventServices)
      .values({
        eventId,
        serviceId: service.id,
        status: 'CONTRACTED',
        price: service.price,
        quantity: service.quantity,
        provider: 'local',
        ...purchase,
      })
      .returning(),
  );
  return { ...row, name: service.name };
}
