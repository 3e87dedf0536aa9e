import {
  type EventSettings,
  type EventSettingsBody,
  type GetEventSettingsResponse,
  hostTexts,
  type UpdateEventSettingsResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { isUniqueViolation } from '@celebra/db';
import { fieldError } from '../../errors/app-error';
import { hashPassword } from '../../lib/passwords';
import { hasContractedService } from '../services/services.repository';
import { eventNotFound, slugInUse } from './event-errors';
import {
  findEventSettings,
  saveEventSettings,
  type SettingsValues,
} from './event-settings.repository';
import { isSlugAvailable } from './event-slug';
import { updateEventSlug } from './events.repository';
import type { EventWriterDeps } from './event-writer-deps';

export type EventSettingsService = ReturnType<
  typeof createEventSettingsService
>;

const passwordNotAllowed = () =>
  fieldError('CONFLICT', 'password', apiTexts.server.sitePasswordNotAllowed);

/** 'Configurações': the public-site toggles, the link (slug), the site password and who pays the fee. */
export function createEventSettingsService({
  db,
  publicEvents,
}: EventWriterDeps) {
  async function readSettings(eventId: number): Promise<EventSettings> {
    const row = await findEventSettings(db, eventId);
    if (!row) throw eventNotFound();
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

  /** undefined keeps the stored password, null clears it; a new one needs the Senha service. */
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
    async settings(eventId: number): Promise<GetEventSettingsResponse> {
      return { success: true, settings: await readSettings(eventId) };
    },

    /** The public-site toggles, the link (slug), the site password and who pays the fee. */
    async updateSettings(
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
      await publicEvents.changed(eventId);
      return {
        success: true,
        message: hostTexts.success.settingsSaved,
        settings: await readSettings(eventId),
      };
    },
  };
}
