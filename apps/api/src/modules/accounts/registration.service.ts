import {
  hostTexts,
  type RegisterBody,
  type RegisterResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { type Db, isUniqueViolation } from '@celebra/db';
import { AppError, fieldError } from '../../errors/app-error';
import { findActiveGiftIds } from '../../lib/active-gifts';
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

/** A host's registration: their account, their event and a first session. */
export function createRegistrationService(deps: {
  db: Db;
  sessions: SessionService;
}) {
  const { db, sessions } = deps;

  return {
    /** Creates the host, the event (details, settings, gift list) and a session, all or nothing. */
    async register(body: RegisterBody): Promise<RegisterResponse> {
      const passwordHash = await hashPassword(body.password);
      const giftIds = [...new Set(body.giftList)];
      try {
        return await db.transaction(async (tx) => {
          const category = await findActiveCategory(tx, body.event);
          if (!category || category.eventTypeId !== body.eventType) {
            throw new AppError(
              'VALIDATION',
              apiTexts.server.eventCategoryNotFound,
              { event: [apiTexts.server.eventCategoryNotFound] },
            );
          }
          const found = await findActiveGiftIds(tx, giftIds, [category.id]);
          if (found.length !== giftIds.length) {
            const message = hostTexts.hostErrors.registrationGiftsMissing;
            throw fieldError('VALIDATION', 'giftList', message);
          }
          if (!(await isSlugAvailable(tx, body.slug))) throw slugInUse();
          if (await isEmailTaken(tx, body.email))
            throw registrationEmailInUse();

          const userId = await insertUser(tx, {
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            phoneNumber: body.phoneNumber,
            passwordHash,
          });
          await insertEventWithDefaults(tx, {
            userId,
            eventCategoryId: category.id,
            slug: body.slug,
            title: body.title,
            subtitle: body.subtitle,
            eventDate: body.eventDate ?? null,
            giftIds,
          });
          const token = await sessions.open(tx, { userId });
          return {
            success: true,
            message: apiTexts.success.registered,
            token,
            id: userId,
          };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'events_slug_key')) throw slugInUse();
        if (isUniqueViolation(error, 'users_email_lower_key'))
          throw registrationEmailInUse();
        throw error;
      }
    },
  };
}
