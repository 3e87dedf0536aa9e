import {
  type EventSettings,
  type EventSettingsBody,
  type GetEventSettingsResponse,
  messages,
  type UpdateEventSettingsResponse,
} from '@celebra/contracts';
import { type Db, isUniqueViolation } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { hashPassword } from '../../lib/passwords';
import { isSlugAvailable } from '../events/event-slug';
import { hasContractedService } from '../event-services/contracted-services';
import {
  findEventSettings,
  saveEventSettings,
  type SettingsValues,
  updateEventSlug,
} from './event-settings.repository';

export type EventSettingsService = ReturnType<
  typeof createEventSettingsService
>;

const slugInUse = () =>
  new AppError('CONFLICT', messages.validation.slugInUse, {
    slug: [messages.validation.slugInUse],
  });

const passwordNotAllowed = () =>
  new AppError('CONFLICT', messages.server.sitePasswordNotAllowed, {
    password: [messages.server.sitePasswordNotAllowed],
  });

/** 'Configurações': public-site toggles, the link (slug), the site password and who pays the fee. */
export function createEventSettingsService(deps: { db: Db }) {
  const { db } = deps;

  async function read(eventId: number): Promise<EventSettings> {
    const row = await findEventSettings(db, eventId);
    if (!row) throw new AppError('NOT_FOUND', messages.server.eventNotFound);
    return {
      showGiftList: row.showGiftList ?? true,
      showGuestMessages: row.showGuestMessages ?? true,
      showEventInfo: row.showEventInfo ?? true,
      allowGuestConfirmation: row.allowGuestConfirmation ?? true,
      slug: row.slug,
      hasPassword: Boolean(row.sitePasswordHash),
      guestPaysFee: row.guestPaysFee ?? false,
    };
  }

  /** undefined keeps the stored password, null clears it. */
  async function sitePasswordHashOf(
    eventId: number,
    body: EventSettingsBody,
  ): Promise<string | null | undefined> {
    if (body.removePassword) return null;
    if (!body.password) return undefined;
    if (!(await hasContractedService(db, eventId, 'PASSWORD')))
      throw passwordNotAllowed();
    return hashPassword(body.password);
  }

  return {
    async get(eventId: number): Promise<GetEventSettingsResponse> {
      return { success: true, settings: await read(eventId) };
    },

    async update(
      eventId: number,
      currentSlug: string,
      body: EventSettingsBody,
    ): Promise<UpdateEventSettingsResponse> {
      const slugChanged = body.slug !== currentSlug;
      if (slugChanged && !(await isSlugAvailable(db, body.slug)))
        throw slugInUse();
      const values: SettingsValues = {
        showGiftList: body.showGiftList,
        showGuestMessages: body.showGuestMessages,
        showEventInfo: body.showEventInfo,
        allowGuestConfirmation: body.allowGuestConfirmation,
        sitePasswordHash: await sitePasswordHashOf(eventId, body),
        guestPaysFee: body.guestPaysFee,
      };
      try {
        await db.transaction(async (tx) => {
          if (slugChanged) await updateEventSlug(tx, eventId, body.slug);
          await saveEventSettings(tx, eventId, values);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugInUse();
        throw error;
      }
      return {
        success: true,
        message: messages.success.settingsSaved,
        settings: await read(eventId),
      };
    },
  };
}
