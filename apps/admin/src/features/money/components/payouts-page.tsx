import { getErrorMessage } from '@celebra/api-client';
import {
  adminTexts,
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
  Pager,
  pageCount,
  SelectField,
  useErrorAlert,
  PageHeader,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useListSearch } from '../../../lib/use-list-search';
import { payoutsQuery, useCancelPayout } from '../api/payouts-queries';
import { ConcludePayoutModal } from './conclude-payout-modal';
import { FailPayoutModal } from './fail-payout-modal';
import { PayoutsTable } from './payouts-table';

type PayoutStatus = AdminPayout['status'];

const statusOptions = PAYOUT_STATUSES.map((status) => ({
  value: status,
  label: payoutStatusLabel(status),
}));

const statusFilterKeys = ['status'] as const;

const readStatus = (value: string | undefined): PayoutStatus =>
  PAYOUT_STATUSES.find((status) => status === value) ??
  DEFAULT_PAYOUT_STATUS_FILTER;

/** /payouts: list by status (default pending), paged, the conclusion and failure modals, cancellation. */
export const PayoutsPage = () => {
  const { filters, page, setFilters, setPage } =
    useListSearch(statusFilterKeys);
  const status = readStatus(filters.status);
  const { data, isPending, error } = useQuery(payoutsQuery(status, page));
  useErrorAlert(error, adminTexts.adminErrors.payoutsLoad, getErrorMessage);
  const [concluding, setConcluding] = useState<AdminPayout | null>(null);
  const [failing, setFailing] = useState<AdminPayout | null>(null);
  const cancel = useCancelPayout();

  const askToCancel = async (payout: AdminPayout) => {
    const confirmed = await confirmAction({
      title: messages.titles.attention,
      text: 'Cancelar este repasse? O valor volta ao saldo disponível do anfitrião.',
      confirmText: 'Cancelar repasse',
      cancelText: 'Voltar',
    });
    if (!confirmed) return;
    cancel.mutate(payout.id, {
      onSuccess: (response) =>
        void alertSuccess(
          response.message ?? adminTexts.server.payoutCancelled,
        ),
      onError: (failure) =>
        void alertError(
          getErrorMessage(failure, adminTexts.adminErrors.payoutCancel),
        ),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Repasses" />
      <SelectField
        label="Status"
        containerClassName="max-w-xs"
        options={statusOptions}
        value={status}
        onChange={(event) => setFilters({ status: event.target.value })}
      />
      {isPending ? (
        <InlineLoading showLabel />
      ) : (
        <PayoutsTable
          status={status}
          payouts={data?.payouts ?? []}
          onConclude={setConcluding}
          onFail={setFailing}
          onCancel={(payout) => void askToCancel(payout)}
          busyId={cancel.isPending ? cancel.variables : undefined}
        />
      )}
      <Pager
        page={page}
        totalPages={pageCount(data?.total ?? 0)}
        onPageChange={setPage}
      />
      {concluding && (
        <ConcludePayoutModal
          payout={concluding}
          onClose={() => setConcluding(null)}
        />
      )}
      {failing && (
        <FailPayoutModal payout={failing} onClose={() => setFailing(null)} />
      )}
    </div>
  );
};
