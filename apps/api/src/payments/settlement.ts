import type { Tx } from '@celebra/db';
import type { PaymentOutcome } from './payment-provider';

export type PayablePrefix = 'ord' | 'svc';

/** applied: the state changed now · ignored: nothing to change (already settled, pending…) · unknown: no such reference. */
export type SettleResult = 'applied' | 'ignored' | 'unknown';

/**
 * Something a payment settles (orders: 'ord', event services: 'svc'). The webhook route calls
 * `settle` inside the transaction that records the payment event, so a transition and its
 * deduplication row commit together; `settle` must change state with a conditional update
 * (or a row lock) so it applies at most once however many deliveries race.
 */
export interface PayableTarget {
  prefix: PayablePrefix;
  settle(
    tx: Tx,
    reference: string,
    outcome: PaymentOutcome,
  ): Promise<SettleResult>;
  /** Optional side effects (e-mails…) run after the commit, only when `settle` answered 'applied'. Failures are logged. */
  afterSettled?(reference: string, outcome: PaymentOutcome): Promise<void>;
}

/**
 * Per-app registry of payable targets (one per buildApp, so two apps in one process never
 * share state). app.ts creates it with the provider (see createPayments in ./payments.ts) and
 * each money module registers its target: `payments.settlement.register(target)`.
 */
export interface SettlementRegistry {
  register(target: PayableTarget): void;
  targetFor(reference: string): PayableTarget | undefined;
}

export function createSettlementRegistry(): SettlementRegistry {
  const targets = new Map<string, PayableTarget>();
  return {
    register(target) {
      if (targets.has(target.prefix))
        throw new Error(`payable target '${target.prefix}' registered twice`);
      targets.set(target.prefix, target);
    },
    targetFor(reference) {
      return targets.get(reference.split('_', 1)[0] ?? '');
    },
  };
}
