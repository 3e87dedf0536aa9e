import { getErrorMessage } from '@celebra/api-client';
import {
  DEFAULT_PAYOUT_STATUS_FILTER,
  messages,
  PAYOUT_STATUSES,
  payoutStatusLabel,
  type AdminPayout,
} from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  confirmAction,
  InlineLoading,
  SelectField,
  useErrorAlert,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import {
  payoutsQuery,
  useClosePayout,
  type PayoutClosing,
} from '../api/payouts-queries';
import { ConcludePayoutModal } from './conclude-payout-modal';
import { PayoutsTable } from './payouts-table';

type PayoutStatus = AdminPayout['status'];

const statusOptions = PAYOUT_STATUSES.map((status) => ({
  value: status,
  label: payoutStatusLabel(status),
}));

const readStatus = (value: string | null): PayoutStatus =>
  PAYOUT_STATUSES.find((status) => status === value) ??
  DEFAULT_PAYOUT_STATUS_FILTER;

const closingTexts: Record<
  PayoutClosing,
  { question: string; confirm: string; done: string }
> = {
  fail: {
    question:
      'Marcar este repasse como falhou? O valor volta ao saldo disponível do anfitrião.',
    confirm: 'Marcar como falhou',
    done: messages.server.payoutFailed,
  },
  cancel: {
    question:
      'Cancelar este repasse? O valor volta ao saldo disponível do anfitrião.',
    confirm: 'Cancelar repasse',
    done: messages.server.payoutCancelled,
  },
};

/** /payouts: list by status (default pending) and the conclusion modal. */
export const PayoutsPage = () => {
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const { data, isPending, error } = useQuery(payoutsQuery(status));
  useErrorAlert(error, messages.adminErrors.payoutsLoad, getErrorMessage);
  const [concluding, setConcluding] = useState<AdminPayout | null>(null);
  const close = useClosePayout();

  const askToClose = async (payout: AdminPayout, closing: PayoutClosing) => {
    const text = closingTexts[closing];
    const confirmed = await confirmAction({
      title: messages.titles.attention,
      text: text.question,
      confirmText: text.confirm,
      cancelText: 'Voltar',
    });
    if (!confirmed) return;
    close.mutate(
      { payoutId: payout.id, closing },
      {
        onSuccess: (response) =>
          void alertSuccess(response.message ?? text.done),
        onError: (failure) =>
          void alertError(
            getErrorMessage(failure, messages.adminErrors.payoutConclude),
          ),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Repasses" />
      <SelectField
        label="Status"
        containerClassName="max-w-xs"
        options={statusOptions}
        value={status}
        onChange={(event) => setParams({ status: event.target.value })}
      />
      {isPending ? (
        <InlineLoading showLabel />
      ) : (
        <PayoutsTable
          payouts={data ?? []}
          onConclude={setConcluding}
          onClose={(payout, closing) => void askToClose(payout, closing)}
          busyId={close.isPending ? close.variables?.payoutId : undefined}
        />
      )}
      {concluding && (
        <ConcludePayoutModal
          payout={concluding}
          onClose={() => setConcluding(null)}
        />
      )}
    </div>
  );
};
