import { getErrorMessage } from '@celebra/api-client';
import { adminTexts, messages, type AdminGuest } from '@celebra/contracts';
import { formatAttendance, formatCompanions } from '@celebra/format';
import {
  Button,
  InlineLoading,
  Pager,
  Table,
  type TableColumn,
  usePagedQuery,
  createdAtColumn,
  PageHeader,
} from '@celebra/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { eventGuestsQuery } from '../api/guests-queries';
import { GuestModal } from './guest-modal';

type ModalState = { guest?: AdminGuest } | null;

/** /events/{id}/guests: the attendance table, 20 a page, and the guest modal. */
export const EventGuestsPage = () => {
  const { id = '' } = useParams();
  const {
    query: { data, isPending },
    pager,
  } = usePagedQuery(
    (page) => eventGuestsQuery(id, page),
    adminTexts.adminErrors.guestsLoad,
    getErrorMessage,
  );
  const [modal, setModal] = useState<ModalState>(null);

  const columns: TableColumn<AdminGuest>[] = [
    { key: 'id', header: 'ID', cell: (guest) => guest.id },
    { key: 'eventId', header: 'ID do evento', cell: (guest) => guest.eventId },
    {
      key: 'name',
      header: 'Nome',
      cell: (guest) => `${guest.firstName} ${guest.lastName}`,
    },
    {
      key: 'email',
      header: 'E-mail',
      cell: (guest) => guest.email,
      className: 'min-w-32 break-all',
    },
    {
      key: 'phone',
      header: 'Contato',
      cell: (guest) => guest.phoneNumber,
      className: 'whitespace-nowrap',
    },
    {
      key: 'attending',
      header: 'Presença',
      cell: (guest) => (
        <div>
          {formatAttendance(guest.attending)}
          {guest.companions > 0 && (
            <>
              {' '}
              <span className="block text-muted">
                Acompanhantes {formatCompanions(guest)}
              </span>
            </>
          )}
        </div>
      ),
      className: 'min-w-32',
    },
    {
      key: 'message',
      header: 'Mensagem',
      cell: (guest) => guest.message ?? '—',
      className: 'min-w-32 break-words whitespace-pre-line',
    },
    createdAtColumn('Data de confirmação', 'min-w-24'),
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
          rows={data?.guests ?? []}
          emptyText={messages.empty.guests}
        />
      )}
      <Pager {...pager} />
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
