import {
  formatGuestContact,
  giftLineLabel,
  messages,
  ORDER_STATUS_LABELS,
  RECEIVED_GIFTS_CSV_COLUMNS,
  type ReceivedGift,
} from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { csvDecimal, toCsv } from '../../lib/csv';

/** The received gifts as CSV for Excel pt-BR (lib/csv.ts), one line per order. */
export function receivedGiftsToCsv(gifts: ReceivedGift[]): string {
  return toCsv(
    RECEIVED_GIFTS_CSV_COLUMNS,
    gifts.map((gift) => [
      formatDateTime(gift.createdAt),
      gift.guestName.trim() || messages.screens.common.anonymous,
      gift.invitationName ?? '',
      formatGuestContact(gift.guestContact),
      gift.guestNote,
      gift.items.map(giftLineLabel).join(', '),
      csvDecimal(gift.userAmount),
      ORDER_STATUS_LABELS[gift.status],
      formatDateTime(gift.thankedAt),
    ]),
  );
}
