import { apiTexts } from '@celebra/contracts/api-texts';
import type { DbOrTx } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { partyUsage } from './party.repository';

/** The party album's quota per event (PARTY_MEDIA_MAX_COUNT, PARTY_MEDIA_MAX_BYTES). */
export interface PartyQuotaLimits {
  maxCount: number;
  maxBytes: number;
}

/**
 * 409 'O álbum da festa está cheio…' when one more item of `bytes` would pass the count or
 * the bytes of the quota (0 bytes: is there room for anything at all?).
 */
export async function assertPartyRoom(
  db: DbOrTx,
  eventId: number,
  limits: PartyQuotaLimits,
  bytes: number,
): Promise<void> {
  const used = await partyUsage(db, eventId);
  if (used.count >= limits.maxCount || used.bytes + bytes > limits.maxBytes)
    throw new AppError('CONFLICT', apiTexts.party.quotaFull);
}
