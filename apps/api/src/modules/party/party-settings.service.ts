import type {
  PartyInfoResponse,
  PartyOverviewResponse,
  PartySettings,
  PartySettingsResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import type { PublicEventRow } from '../events/public-site.repository';
import type { PartyQuotaLimits } from './party-quota';
import {
  countPartyMediaByStatus,
  findPartySettings,
  hasApprovedPartyMedia,
  partyUsage,
  savePartySettings,
} from './party.repository';

/** The party's settings: what the party page shows, and the host's overview and changes. */
export function createPartySettingsService(deps: {
  db: Db;
  quota: PartyQuotaLimits;
}) {
  const { db, quota } = deps;
  return {
    async info(event: PublicEventRow): Promise<PartyInfoResponse> {
      const eventId = event.event.id;
      const [settings, albumHasItems] = await Promise.all([
        findPartySettings(db, eventId),
        hasApprovedPartyMedia(db, eventId),
      ]);
      return {
        success: true,
        eventId,
        title: event.event.title,
        uploadsEnabled: settings.uploadsEnabled,
        needsApproval: settings.needsApproval,
        giftListShown: event.settings.showGiftList,
        messagesShown: event.settings.showGuestMessages,
        albumHasItems,
      };
    },

    async overview(eventId: number): Promise<PartyOverviewResponse> {
      const [settings, usage, counts] = await Promise.all([
        findPartySettings(db, eventId),
        partyUsage(db, eventId),
        countPartyMediaByStatus(db, eventId),
      ]);
      return {
        success: true,
        settings,
        quota: {
          count: usage.count,
          maxCount: quota.maxCount,
          bytes: usage.bytes,
          maxBytes: quota.maxBytes,
        },
        counts,
      };
    },

    async save(
      eventId: number,
      settings: PartySettings,
    ): Promise<PartySettingsResponse> {
      await savePartySettings(db, eventId, settings);
      return {
        success: true,
        message: apiTexts.party.settingsSaved,
        settings: await findPartySettings(db, eventId),
      };
    },
  };
}

export type PartySettingsService = ReturnType<
  typeof createPartySettingsService
>;
