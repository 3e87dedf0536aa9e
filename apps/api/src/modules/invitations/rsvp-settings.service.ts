import {
  DEFAULT_INVITATION_MESSAGE,
  type RsvpSettings,
  type rsvpSettingsBodySchema,
} from '@celebra/contracts';
import { type Db, eventSettings } from '@celebra/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { firstRow } from '../../lib/rows';

const settingsColumns = {
  deadline: eventSettings.rsvpDeadline,
  remindersEnabled: eventSettings.rsvpRemindersEnabled,
  reminderDays: eventSettings.rsvpReminderDays,
  openAnswers: eventSettings.rsvpOpenAnswers,
  invitationMessage: eventSettings.invitationMessage,
};

interface SettingsRow {
  deadline: string | null;
  remindersEnabled: boolean;
  reminderDays: number;
  openAnswers: boolean;
  invitationMessage: string | null;
}

function toRsvpSettings(row: SettingsRow | undefined): RsvpSettings {
  return {
    deadline: row?.deadline ?? null,
    remindersEnabled: row?.remindersEnabled ?? false,
    reminderDays: row?.reminderDays ?? 7,
    openAnswers: row?.openAnswers ?? true,
    invitationMessage: row?.invitationMessage ?? DEFAULT_INVITATION_MESSAGE,
    defaultInvitationMessage: DEFAULT_INVITATION_MESSAGE,
  };
}

export type RsvpSettingsService = ReturnType<typeof createRsvpSettingsService>;

/** The deadline, reminders, open answers and invitation text of an event. */
export function createRsvpSettingsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async get(eventId: number): Promise<RsvpSettings> {
      return toRsvpSettings(
        await firstRow(
          db
            .select(settingsColumns)
            .from(eventSettings)
            .where(eq(eventSettings.eventId, eventId)),
        ),
      );
    },

    /** The default text (or an empty one) is stored as null: it follows the product's default. */
    async save(
      eventId: number,
      body: z.output<typeof rsvpSettingsBodySchema>,
    ): Promise<RsvpSettings> {
      const message = body.invitationMessage;
      const values = {
        eventId,
        rsvpDeadline: body.deadline,
        rsvpRemindersEnabled: body.remindersEnabled,
        rsvpReminderDays: body.reminderDays,
        rsvpOpenAnswers: body.openAnswers,
        invitationMessage:
          message === '' || message === DEFAULT_INVITATION_MESSAGE
            ? null
            : message,
      };
      const [row] = await db
        .insert(eventSettings)
        .values(values)
        .onConflictDoUpdate({ target: eventSettings.eventId, set: values })
        .returning(settingsColumns);
      return toRsvpSettings(row);
    },
  };
}
