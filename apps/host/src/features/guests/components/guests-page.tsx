import { getErrorMessage } from '@celebra/api-client';
import {
  type GuestForm as GuestFormBody,
  guestsCsvFilename,
  type HostGuest,
  messages,
} from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  Button,
  confirmAction,
  InlineLoading,
  Modal,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DownloadIcon } from '../../../components/icons';
import { useSession } from '../../../lib/auth/use-session';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { guestsQueryOptions } from '../api/guests-query';
import {
  useDeleteGuest,
  useExportGuests,
  useSaveGuest,
} from '../api/use-guest-mutations';
import { downloadBlob } from '../lib/download-blob';
import { GuestForm } from './guest-form';
import { GuestTable } from './guest-table';

/** Not in the spec: the CSV export failed without a server message. */
const EXPORT_FAILED = 'Erro ao exportar a lista de convidados.';

/** The guest stays while the modal fades out, so its title does not change. */
type FormState = { open: boolean; guest: HostGuest | null };

/** /confirmations 'Lista de Presença': the guests, a create/edit form, delete and CSV export. */
export const GuestsPage = () => {
  const { event } = useSession();
  const list = useQuery(guestsQueryOptions(event.id));
  const save = useSaveGuest(event.id);
  const remove = useDeleteGuest(event.id);
  const exportCsv = useExportGuests(event.id);
  const [form, setForm] = useState<FormState>({ open: false, guest: null });
  useErrorAlert(list.error, messages.hostErrors.guestsLoad);

  const editing = form.guest;
  const close = () => setForm((current) => ({ ...current, open: false }));

  const onSave = (body: GuestFormBody) => {
    save.mutate(
      { guestId: editing?.id ?? null, body },
      {
        onSuccess: () => {
          close();
          void alertSuccess(
            editing
              ? messages.success.guestUpdated
              : messages.success.guestAdded,
          );
        },
        onError: (error) =>
          void alertError(
            getErrorMessage(error, messages.hostErrors.guestSave),
          ),
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
      onSuccess: () => void alertSuccess(messages.success.guestRemoved),
      onError: (error) =>
        void alertError(
          getErrorMessage(error, messages.hostErrors.guestDelete),
        ),
    });
  };

  const onExport = () => {
    exportCsv.mutate(undefined, {
      onSuccess: (blob) => downloadBlob(blob, guestsCsvFilename(event.slug)),
      onError: (error) =>
        void alertError(getErrorMessage(error, EXPORT_FAILED)),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">
          {messages.screens.host.confirmationsTitle}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            loading={exportCsv.isPending}
            onClick={onExport}
          >
            <DownloadIcon />
            Exportar CSV
          </Button>
          <Button onClick={() => setForm({ open: true, guest: null })}>
            Adicionar convidado
          </Button>
        </div>
      </div>
      {list.isPending ? (
        <InlineLoading label="Carregando convidados..." showLabel />
      ) : (
        <GuestTable
          guests={list.data ?? []}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
          onEdit={(guest) => setForm({ open: true, guest })}
          onDelete={(guest) => void onDelete(guest)}
        />
      )}
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
