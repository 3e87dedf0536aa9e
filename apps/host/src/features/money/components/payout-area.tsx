import { getErrorMessage } from '@celebra/api-client';
import { type EventBalances, messages } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import { alertError, alertSuccess, Button } from '@celebra/ui';
import { useRequestPayout } from '../api/use-request-payout';

export type PayoutAreaProps = {
  eventId: number;
  balances?: EventBalances;
  loading: boolean;
};

/**
 * A pending payout shows its amount; otherwise 'Solicitar repasse', disabled while loading or
 * with nothing available.
 */
export const PayoutArea = ({ eventId, balances, loading }: PayoutAreaProps) => {
  const payout = useRequestPayout(eventId);

  if (balances && balances.totalPending > 0) {
    return (
      <p className="rounded-card border border-line bg-brand-soft p-4 text-ink">
        {'Repasse pendente: '}
        <strong>{formatBRL(balances.totalPending)}</strong>
        <span className="block text-sm text-muted">
          Você será avisado quando o repasse for concluído.
        </span>
      </p>
    );
  }

  const request = () =>
    payout.mutate(undefined, {
      onSuccess: (answer) =>
        void alertSuccess(answer.message ?? messages.success.payoutRequested),
      onError: (error) =>
        void alertError(
          getErrorMessage(error, messages.hostErrors.payoutRequest),
        ),
    });

  return (
    <Button
      size="lg"
      onClick={request}
      loading={payout.isPending}
      disabled={loading || !balances || balances.totalAvailable <= 0}
    >
      {messages.screens.host.requestPayout}
    </Button>
  );
};
