import {
  type CreateEventBody,
  type CreateEventResponse,
  hostTexts,
  type MemberEvent,
  suggestedEventTheme,
  type RegisterBody,
  type RegisterResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { type Db, type DbOrTx, isUniqueViolation } from '@celebra/db';
import { AppError, fieldError } from '../../errors/app-error';
import { recordActivity } from '../../lib/activity';
import { findActiveGiftIds } from '../../lib/active-gifts';
import { putMember } from '../../lib/event-members';
import { hashPassword } from '../../lib/passwords';
import type { SessionService } from '../../lib/sessions';
import { slugInUse } from '../events/event-errors';
import { isSlugAvailable } from '../events/event-slug';
import { isEmailTaken } from './accounts.repository';
import {
  findActiveCategory,
  insertEventWithDefaults,
  insertUser,
} from './registration.repository';

export type RegistrationService = ReturnType<typeof createRegistrationService>;

const registrationEmailInUse = () =>
  fieldError('CONFLICT', 'email', apiTexts.server.emailInUse);

/** What a new account is made of (the password already hashed). */
export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  passwordHash: string;
}

/**
 * Creates a host's account; an e-mail already taken (any case) answers `emailTaken()`, also
 * when a concurrent registration takes it first (see `accountConflict`).
 */
export async function insertAccount(
  tx: DbOrTx,
  account: NewAccount,
  emailTaken: () => AppError = registrationEmailInUse,
): Promise<number> {
  if (await isEmailTaken(tx, account.email)) throw emailTaken();
  return insertUser(tx, account);
}

/** The 409 of a concurrent duplicate e-mail or slug, for the caller to throw instead. */
export function accountConflict(
  error: unknown,
  emailTaken: () => AppError = registrationEmailInUse,
): AppError | undefined {
  if (isUniqueViolation(error, 'events_slug_key')) return slugInUse();
  if (isUniqueViolation(error, 'users_email_lower_key')) return emailTaken();
  return undefined;
}

/**
 * The checks of a new event's fields: the category must be active, of an active event type and
 * of the type sent; every gift an active gift of that category; the slug free and not reserved.
 */
async function checkNewEvent(tx: DbOrTx, fields: CreateEventBody) {
  const giftIds = [...new Set(fields.giftList)];
  const category = await findActiveCategory(tx, fields.event);
  if (!category || category.eventTypeId !== fields.eventType) {
    throw new AppError('VALIDATION', apiTexts.server.eventCategoryNotFound, {
      event: [apiTexts.server.eventCategoryNotFound],
    });
  }
  const found = await findActiveGiftIds(tx, giftIds, [category.id]);
  if (found.length !== giftIds.length) {
    const message = hostTexts.hostErrors.registrationGiftsMissing;
    throw fieldError('VALIDATION', 'giftList', message);
  }
  if (!(await isSlugAvailable(tx, fields.slug))) throw slugInUse();
  return {
    categoryId: category.id,
    giftIds,
    theme: suggestedEventTheme(category.eventTypeName),
  };
}

/** The checked event, its owner membership and its first activity entry. */
async function insertOwnedEvent(
  tx: DbOrTx,
  userId: number,
  fields: CreateEventBody,
  checked: Awaited<ReturnType<typeof checkNewEvent>>,
): Promise<MemberEvent> {
  const eventId = await insertEventWithDefaults(tx, {
    userId,
    eventCategoryId: checked.categoryId,
    slug: fields.slug,
    title: fields.title,
    subtitle: fields.subtitle,
    theme: checked.theme,
    eventDate: fields.eventDate ?? null,
    giftIds: checked.giftIds,
  });
  await putMember(tx, { eventId, userId, role: 'owner' });
  await recordActivity(tx, {
    eventId,
    actorId: userId,
    action: 'event_created',
  });
  return { id: eventId, slug: fields.slug, title: fields.title, role: 'owner' };
}

/** An event of the wizard's fields (details, settings, gift list) owned by `userId`. */
export async function createOwnedEvent(
  tx: DbOrTx,
  userId: number,
  fields: CreateEventBody,
): Promise<MemberEvent> {
  return insertOwnedEvent(tx, userId, fields, await checkNewEvent(tx, fields));
}

/** A host's registration: their account, their event and a first session; and more events later. */
export function createRegistrationService(deps: {
  db: Db;
  sessions: SessionService;
}) {
  const { db, sessions } = deps;

  return {
    /** Creates the host, the event (details, settings, gift list) and a session, all or nothing. */
    async register(
      body: RegisterBody,
      device: string,
    ): Promise<RegisterResponse> {
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const checked = await checkNewEvent(tx, body);
          const userId = await insertAccount(tx, {
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            phoneNumber: body.phoneNumber,
            passwordHash,
          });
          await insertOwnedEvent(tx, userId, body, checked);
          const token = await sessions.open(tx, { userId }, device);
          return {
            success: true,
            message: apiTexts.success.registered,
            token,
            id: userId,
          };
        });
      } catch (error) {
        throw accountConflict(error) ?? error;
      }
    },

    /** Another event for the signed-in account, which becomes its owner. */
    async createEvent(
      userId: number,
      body: CreateEventBody,
    ): Promise<CreateEventResponse> {
      try {
        const event = await db.transaction((tx) =>
          createOwnedEvent(tx, userId, body),
        );
        return {
          success: true,
          message: apiTexts.members.eventCreated,
          event,
        };
      } catch (error) {
        throw accountConflict(error) ?? error;
      }
    },
  };
}
