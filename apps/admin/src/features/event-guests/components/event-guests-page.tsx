import { messages, type AdminGuest } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { Button, InlineLoading, Table, type TableColumn } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { eventGuestsQuery } from '../api/guests-queries';
import { GuestModal } from './guest-modal';

type ModalState = { guest?: AdminGuest } | null;

/** /events/{id}/guests: the attendance table and the guest modal (spec admin §2 Event guests). */
export const EventGuestsPage = () => {
  const { id = '' } = useParams();
  const { data, isPending, error } = useQuery(eventGuestsQuery(id));
  useErrorAlert(error, messages.adminErrors.guestsLoad);
  const [modal, setModal] = useState<ModalState>(null);

  const columns: TableColumn<AdminGuest>[] = [
    { key: 'id', header: 'ID', cell: (guest) => guest.id },
    { key: 'eventId', header: 'ID do evento', cell: (guest) => guest.eventId },
    {
      key: 'name',
      header: 'Nome',
      cell: (guest) => `${guest.firstName} ${guest.lastName}`,
    },
    { key: 'email', header: 'E-mail', cell: (guest) => guest.email },
    {
      key: 'phone',
      header: 'Contato',
      cell: (guest) => guest.phoneNumber,
      className: 'whitespace-nowrap',
    },
    {
      key: 'createdAt',
      header: 'Data de confirmação',
      cell: (guest) => formatDateTime(guest.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      key: 'actions',
      header: 'Ações',
      cell: (guest) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Editar convidado ${guest.firstName} ${guest.lastName}`}
          onClick={() => setModal({ guest })}
        >
          Editar
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Lista de presença"
        subtitle={`Evento #${id}`}
        actions={<Button onClick={() => setModal({})}>Novo convidado</Button>}
      />
      {isPending ? (
        <InlineLoading showLabel />
      ) : (
        <Table
          caption="Convidados confirmados"
          columns={columns}
          rows={data ?? []}
          rowKey={(guest) => guest.id}
          emptyText={messages.empty.guests}
        />
      )}
      {modal && (
        <GuestModal
          eventId={id}
          guest={modal.guest}
          onClose={() => setModal(null)}
        />
      )}
    </div>
  );
};
