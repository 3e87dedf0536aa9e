import { alertFailure } from '@celebra/shell';
import {
  type EventBalances,
  hostTexts,
  type Payout,
  type PayoutDestinationView,
} from '@celebra/contracts';
import { formatBRL, formatDateTime } from '@celebra/format';
import { alertSuccess, alertWarning, Button, confirmAction } from '@celebra/ui';
import { unlessStepUpCancelled } from '../../../lib/step-up/with-step-up';
import { useCancelPayout } from '../api/use-cancel-payout';
import { useRequestPayout } from '../api/use-request-payout';

export type PayoutAreaProps = {
  eventId: number;
  balances?: EventBalances;
  loading: boolean;
  /** undefined while it loads, null when the host has not filled it in. */
  destination: PayoutDestinationView | null | undefined;
  /** Opens the payout destination form. */
  onAddDestination: () => void;
  /** The payout asked for and not yet handled, which the owner may cancel. */
  pendingPayout?: Payout;
};

/**
 * A pending payout shows its amount and 'Cancelar repasse'; otherwise 'Solicitar repasse'
 * (disabled while loading or with nothing available), which asks for the destination first
 * when there is none and otherwise confirms the amount and where it goes.
 */
export const PayoutArea = ({
  eventId,
  balances,
  loading,
  destination,
  onAddDestination,
  pendingPayout,
}: PayoutAreaProps) => {
  const payout = useRequestPayout(eventId);
  const cancelPayout = useCancelPayout(eventId);

  if (balances && balances.totalPending > 0) {
    const cancel = async (pending: Payout) => {
      const confirmed = await confirmAction({
        title: 'Cancelar o repasse?',
        text: hostTexts.screens.host.confirmPayoutCancel(
          formatBRL(pending.requestedAmount),
        ),
        confirmText: 'Sim, cancelar',
        cancelText: 'Não',
      });
      if (!confirmed) return;
      cancelPayout.mutate(pending.id, {
        onSuccess: (answer) =>
          void alertSuccess(
            answer.message ?? hostTexts.success.payoutCancelled,
          ),
        onError: alertFailure(hostTexts.hostErrors.payoutCancel),
      });
    };
    return (
      <div className="flex flex-col items-start gap-3 rounded-card border border-line bg-brand-soft p-4 text-ink">
        <p>
          {'Repasse pendente: '}
          <strong>{formatBRL(balances.totalPending)}</strong>
          <span className="block text-sm text-muted">
            Você será avisado quando o repasse for concluído.
          </span>
        </p>
        {pendingPayout && (
          <Button
            variant="secondary"
            onClick={() => void cancel(pendingPayout)}
            loading={cancelPayout.isPending}
          >
            Cancelar repasse
          </Button>
        )}
      </div>
    );
  }

  const request = async () => {
    if (!balances) return;
    if (!destination) {
      await alertWarning(hostTexts.server.payoutDestinationMissing);
      onAddDestination();
      return;
    }
    const confirmed = await confirmAction({
      title: 'Solicitar repasse?',
      text: hostTexts.screens.host.confirmPayoutRequest(
        formatBRL(balances.totalAvailable),
        destination.masked,
      ),
      confirmText: 'Confirmar',
    });
    if (!confirmed) return;
    payout.mutate(undefined, {
      onSuccess: (answer) =>
        void alertSuccess(answer.message ?? hostTexts.success.payoutRequested),
      onError: unlessStepUpCancelled(
        alertFailure(hostTexts.hostErrors.payoutRequest),
      ),
    });
  };

  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-ink">
        {'Disponível para repasse: '}
        <strong>{balances ? formatBRL(balances.totalAvailable) : '—'}</strong>
      </p>
      {destination?.payoutsFrom && (
        <p className="text-sm text-muted">
          {hostTexts.server.payoutDestinationOnHold(
            formatDateTime(destination.payoutsFrom),
          )}
        </p>
      )}
      {destination === null && (
        <p className="text-sm text-muted">
          {hostTexts.server.payoutDestinationMissing}{' '}
          <button
            type="button"
            onClick={onAddDestination}
            className="font-medium text-brand-dark underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
          >
            Cadastrar dados para repasse
          </button>
        </p>
      )}
      <Button
        size="lg"
        onClick={() => void request()}
        loading={payout.isPending}
        disabled={
          loading ||
          destination === undefined ||
          Boolean(destination?.payoutsFrom) ||
          !balances ||
          balances.totalAvailable <= 0
        }
      >
        {hostTexts.screens.host.requestPayout}
      </Button>
    </div>
  );
};
