import {
  maskPayoutDestination,
  type PayoutDestinationInput,
  type PayoutDestinationWhole,
  payoutDestinationWholeSchema,
  wholePayoutDestination,
} from '@celebra/contracts';
import { createSecretBox } from '../../lib/secret-box';
import type { SealedDestination } from './payout-destination.repository';

export type PayoutDestinationBox = ReturnType<
  typeof createPayoutDestinationBox
>;

/** A destination as it is stored, whole: what `open` gives back for it. */
export function wholeOfInput(
  destination: PayoutDestinationInput,
): PayoutDestinationWhole {
  return payoutDestinationWholeSchema.parse(
    wholePayoutDestination(destination),
  );
}

/**
 * Payout destinations at rest: the whole of one sealed with AES-256-GCM (key
 * `PAYOUT_ENCRYPTION_KEY`) next to its masked line, and opened again, whole, when needed.
 */
export function createPayoutDestinationBox(encryptionKey: string) {
  const box = createSecretBox(encryptionKey);
  return {
    seal(destination: PayoutDestinationInput): SealedDestination {
      return {
        encrypted: box.seal(JSON.stringify(destination)),
        masked: maskPayoutDestination(destination),
      };
    },

    open(encrypted: string): PayoutDestinationWhole {
      return wholeOfInput(JSON.parse(box.open(encrypted)));
    },
  };
}
