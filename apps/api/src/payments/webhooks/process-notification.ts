import type { WebhookResult } from '@celebra/contracts';
import { type Db, paymentEvents } from '@celebra/db';
import type { FastifyBaseLogger } from 'fastify';
import type {
  PaymentNotification,
  PaymentProviderName,
} from '../payment-provider';
import type { PayableTarget, SettlementRegistry } from '../settlement';

export interface ProcessNotificationDeps {
  db: Db;
  settlement: SettlementRegistry;
  log: FastifyBaseLogger;
}

/**
 * Records a verified notification and settles its target in ONE transaction: the unique
 * (provider, provider_event_id) insert makes a re-delivery a no-op ('already_processed'),
 * concurrent deliveries of the same event wait on that row and then find it taken. The
 * target's after-commit work runs only when its state changed now.
 */
export async function processNotification(
  deps: ProcessNotificationDeps,
  provider: PaymentProviderName,
  notification: PaymentNotification,
): Promise<WebhookResult> {
  const { reference, outcome } = notification;
  let settled: PayableTarget | undefined;
  const result = await deps.db.transaction(
    async (tx): Promise<WebhookResult> => {
      const [recorded] = await tx
        .insert(paymentEvents)
        .values({
          provider,
          providerEventId: notification.eventId,
          type: notification.type,
          reference,
          payload: notification.payload,
          processedAt: new Date(),
        })
        .onConflictDoNothing({
          target: [paymentEvents.provider, paymentEvents.providerEventId],
        })
        .returning({ id: paymentEvents.id });
      if (!recorded) return 'already_processed';
      if (outcome === 'pending') return 'ignored';
      const target = reference
        ? deps.settlement.targetFor(reference)
        : undefined;
      if (!reference || !target) return 'unknown_reference';
      const applied = await target.settle(tx, reference, outcome);
      if (applied === 'unknown') return 'unknown_reference';
      if (applied === 'ignored') return 'ignored';
      settled = target;
      return 'processed';
    },
  );

  const context = {
    provider,
    eventId: notification.eventId,
    reference,
    outcome,
    result,
  };
  if (result === 'unknown_reference')
    deps.log.warn(context, 'payment notification for an unknown reference');
  else deps.log.info(context, 'payment notification');

  if (settled?.afterSettled && reference) {
    try {
      await settled.afterSettled(reference, outcome);
    } catch (error) {
      deps.log.error(
        { err: error, reference, outcome },
        'after-settlement work failed',
      );
    }
  }
  return result;
}
