import { alertFailure } from '@celebra/shell';
import { getErrorMessage } from '@celebra/api-client';
import {
  guestsCsvFilename,
  type HostGuest,
  hostTexts,
  type SaveGuestBody,
} from '@celebra/contracts';
import {
  alertSuccess,
  Button,
  confirmAction,
  InlineLoading,
  Modal,
  Pager,
  usePagedQuery,
  PageHeader,
  downloadBlob,
} from '@celebra/ui';
import { useState } from 'react';
import { DownloadButton } from '../../../components/download-button';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { guestsQueryOptions } from '../api/guests-query';
import {
  useDeleteGuest,
  useExportGuests,
  useReviewResponse,
  useSaveGuest,
} from '../api/use-guest-mutations';
import { GuestForm } from './guest-form';
import { GuestTable } from './guest-table';
import { GuestTotals } from './guest-totals';
import { PendingResponses, type ReviewTarget } from './pending-responses';

/** Fallback text when the CSV export fails without a server message. */
const EXPORT_FAILED = 'Erro ao exportar a lista de convidados.';

/** The guest stays while the modal fades out, so its title does not change. */
type FormState = { open: boolean; guest: HostGuest | null };

/**
 * /confirmations 'Lista de Presença': the headcount, the answers waiting for review, the guests
 * (20 a page, with a pager), a create/edit form, delete and CSV export (every guest).
 */
export const GuestsPage = () => {
  const { event } = useCurrentEvent();
  const { query: list, pager } = usePagedQuery(
    (page) => guestsQueryOptions(event.id, page),
    hostTexts.hostErrors.guestsLoad,
    getErrorMessage,
  );
  const save = useSaveGuest(event.id);
  const remove = useDeleteGuest(event.id);
  const exportCsv = useExportGuests(event.id);
  const review = useReviewResponse(event.id);
  const [form, setForm] = useState<FormState>({ open: false, guest: null });

  const editing = form.guest;
  const close = () => setForm((current) => ({ ...current, open: false }));

  const onSave = (body: SaveGuestBody) => {
    save.mutate(
      { guestId: editing?.id ?? null, body },
      {
        onSuccess: () => {
          close();
          void alertSuccess(
            editing
              ? hostTexts.success.guestUpdated
              : hostTexts.success.guestAdded,
          );
        },
        onError: alertFailure(hostTexts.hostErrors.guestSave),
      },
    );
  };

  const onDelete = async (guest: HostGuest) => {
    const confirmed = await confirmAction({
      title: 'Excluir convidado?',
      text: `${guest.firstName} ${guest.lastName} será removido da lista de presença.`,
      confirmText: 'Excluir',
    });
    if (!confirmed) return;
    remove.mutate(guest.id, {
      onSuccess: () => void alertSuccess(hostTexts.success.guestRemoved),
      onError: alertFailure(hostTexts.hostErrors.guestDelete),
    });
  };

  const onReview = async (
    { guest, response }: ReviewTarget,
    decision: 'accept' | 'discard',
  ) => {
    if (decision === 'discard') {
      const confirmed = await confirmAction({
        title: 'Descartar resposta?',
        text: `A resposta enviada com o e-mail de ${guest.firstName} ${guest.lastName} será apagada; o convidado não muda.`,
        confirmText: 'Descartar',
      });
      if (!confirmed) return;
    }
    review.mutate(
      { guestId: guest.id, responseId: response.id, decision },
      {
        onSuccess: () =>
          void alertSuccess(
            decision === 'accept'
              ? hostTexts.success.guestResponseAccepted
              : hostTexts.success.guestResponseDiscarded,
          ),
        onError: alertFailure(hostTexts.hostErrors.guestResponse),
      },
    );
  };

  const onExport = () => {
    exportCsv.mutate(undefined, {
      onSuccess: (blob) => downloadBlob(blob, guestsCsvFilename(event.slug)),
      onError: alertFailure(EXPORT_FAILED),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={hostTexts.screens.host.confirmationsTitle}
        actions={
          <>
            <DownloadButton onClick={onExport} loading={exportCsv.isPending}>
              Exportar CSV
            </DownloadButton>
            <Button onClick={() => setForm({ open: true, guest: null })}>
              Adicionar convidado
            </Button>
          </>
        }
      />
      {list.data && <GuestTotals totals={list.data.totals} />}
      {list.data && (
        <PendingResponses
          guests={list.data.awaitingReview}
          busyId={review.isPending ? review.variables.responseId : null}
          onAccept={(target) => void onReview(target, 'accept')}
          onDiscard={(target) => void onReview(target, 'discard')}
        />
      )}
      {list.isPending ? (
        <InlineLoading label="Carregando convidados..." showLabel />
      ) : (
        <GuestTable
          guests={list.data?.guests ?? []}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
          onEdit={(guest) => setForm({ open: true, guest })}
          onDelete={(guest) => void onDelete(guest)}
        />
      )}
      <Pager {...pager} />
      <Modal
        open={form.open}
        onClose={close}
        title={editing ? 'Editar convidado' : 'Adicionar convidado'}
        size="lg"
      >
        {form.open && (
          <GuestForm
            key={editing?.id ?? 'new'}
            guest={editing}
            saving={save.isPending}
            onSave={onSave}
            onCancel={close}
          />
        )}
      </Modal>
    </div>
  );
};
