import { alertFailure } from '@celebra/shell';
import { getErrorMessage } from '@celebra/api-client';
import {
  hostTexts,
  messages,
  type PayoutDestinationFormInput,
} from '@celebra/contracts';
import {
  alertSuccess,
  Card,
  InlineLoading,
  Modal,
  Pager,
  useErrorAlert,
  usePagedQuery,
  downloadBlob,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DownloadButton } from '../../../components/download-button';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import {
  balancesQueryOptions,
  payoutDestinationQueryOptions,
  payoutsQueryOptions,
  receivedGiftsQueryOptions,
} from '../api/money-queries';
import { useExportReceivedGifts } from '../api/use-export-received-gifts';
import { useSavePayoutDestination } from '../api/use-save-payout-destination';
import { useThankGift } from '../api/use-thank-gift';
import { unlessStepUpCancelled } from '../../../lib/step-up/with-step-up';
import { moneyTermsQueryOptions } from '../../../lib/money-terms/money-terms-query';
import { BalanceCards } from './balance-cards';
import { MoneyTermsNote } from './money-terms-note';
import { PayoutArea } from './payout-area';
import { PayoutDestinationForm } from './payout-destination-form';
import { PayoutDestinationSummary } from './payout-destination-summary';
import { PayoutHistory } from './payout-history';
import { PayoutsOwnerOnly } from './payouts-owner-only';
import { ReceivedGiftCard } from './received-gift-card';
import { TitledSection } from '../../../components/titled-section';

const host = hostTexts.screens.host;

/** The CSV export's file name. */
export const receivedGiftsCsvFilename = (slug: string) =>
  `presentes-recebidos-${slug}.csv`;

/**
 * /gifts-received 'Presentes Recebidos': balances, the payout request, where payouts go, the
 * payout history and the received orders, 20 a page (with the thanks mark and the CSV export
 * of every order).
 */
export const ReceivedGiftsPage = () => {
  const { event, can } = useCurrentEvent();
  const ownsPayouts = can('payouts');
  const balances = useQuery(balancesQueryOptions(event.id));
  const moneyTerms = useQuery(moneyTermsQueryOptions(event.id));
  const { query: gifts, pager } = usePagedQuery(
    (page) => receivedGiftsQueryOptions(event.id, page),
    hostTexts.hostErrors.receivedGiftsLoad,
    getErrorMessage,
  );
  const shownGifts = gifts.data?.receivedGifts ?? [];
  const payouts = useQuery({
    ...payoutsQueryOptions(event.id),
    enabled: ownsPayouts,
  });
  const destination = useQuery({
    ...payoutDestinationQueryOptions(event.id),
    enabled: ownsPayouts,
  });
  const saveDestination = useSavePayoutDestination(event.id);
  const thank = useThankGift(event.id, pager.page);
  const exportCsv = useExportReceivedGifts(event.id);
  const [formOpen, setFormOpen] = useState(false);
  useErrorAlert(
    balances.error,
    hostTexts.hostErrors.transactionsLoad,
    getErrorMessage,
  );
  useErrorAlert(
    payouts.error,
    hostTexts.hostErrors.payoutsLoad,
    getErrorMessage,
  );
  useErrorAlert(
    destination.error,
    hostTexts.hostErrors.payoutDestinationLoad,
    getErrorMessage,
  );

  const onSaveDestination = (body: PayoutDestinationFormInput) =>
    saveDestination.mutateAsync(body).then(
      () => {
        setFormOpen(false);
        void alertSuccess(hostTexts.server.payoutDestinationSaved);
      },
      unlessStepUpCancelled(
        alertFailure(hostTexts.hostErrors.payoutDestinationSave),
      ),
    );

  const onToggleThanks = (orderId: number, thanked: boolean) =>
    thank.mutate(
      { orderId, thanked },
      {
        onError: alertFailure(hostTexts.hostErrors.giftThanks),
      },
    );

  const onExport = () =>
    exportCsv.mutate(undefined, {
      onSuccess: (blob) =>
        downloadBlob(blob, receivedGiftsCsvFilename(event.slug)),
      onError: alertFailure(hostTexts.hostErrors.receivedGiftsExport),
    });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{host.giftsReceivedTitle}</h1>
      <section aria-label="Saldo" className="flex flex-col gap-4">
        <BalanceCards balances={balances.data} />
        <MoneyTermsNote balances={balances.data} terms={moneyTerms.data} />
        {ownsPayouts ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <Card title="Repasse" headingLevel={2}>
              <PayoutArea
                eventId={event.id}
                balances={balances.data}
                loading={balances.isFetching}
                destination={destination.data}
                onAddDestination={() => setFormOpen(true)}
                pendingPayout={payouts.data?.find(
                  (payout) => payout.status === 'PENDING',
                )}
              />
            </Card>
            <Card title={host.payoutDestinationTitle} headingLevel={2}>
              <PayoutDestinationSummary
                destination={destination.data}
                loading={destination.isPending}
                onEdit={() => setFormOpen(true)}
              />
            </Card>
          </div>
        ) : (
          <PayoutsOwnerOnly />
        )}
      </section>
      {ownsPayouts && (
        <TitledSection id="payout-history" title={host.payoutHistoryTitle}>
          {payouts.isPending ? (
            <InlineLoading label="Carregando repasses..." showLabel />
          ) : (
            <PayoutHistory payouts={payouts.data ?? []} />
          )}
        </TitledSection>
      )}
      <section aria-labelledby="received-list" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="received-list" className="text-lg font-semibold text-ink">
            Presentes
          </h2>
          <DownloadButton onClick={onExport} loading={exportCsv.isPending}>
            Exportar CSV
          </DownloadButton>
        </div>
        {gifts.isPending ? (
          <InlineLoading label="Carregando presentes..." showLabel />
        ) : shownGifts.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {shownGifts.map((gift) => (
              <li key={gift.id}>
                <ReceivedGiftCard
                  gift={gift}
                  onToggleThanks={(thanked) => onToggleThanks(gift.id, thanked)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{messages.empty.receivedGifts}</p>
        )}
        <Pager {...pager} />
      </section>
      <Modal
        open={formOpen}
        onClose={() => setFormOpen(false)}
        title={host.payoutDestinationTitle}
        size="lg"
      >
        {formOpen && (
          <PayoutDestinationForm
            current={destination.data ?? null}
            saving={saveDestination.isPending}
            onSave={onSaveDestination}
            onCancel={() => setFormOpen(false)}
          />
        )}
      </Modal>
    </div>
  );
};
