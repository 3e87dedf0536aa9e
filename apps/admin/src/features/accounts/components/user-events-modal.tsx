import { getErrorMessage } from '@celebra/api-client';
import type { AdminUser } from '@celebra/contracts';
import { adminTexts, messages } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { InlineLoading, Modal, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { userEventsQuery } from '../api/users-queries';

export type UserEventsModalProps = {
  user: AdminUser;
  onClose: () => void;
};

/**
 * The "user's events" popup: title, subtitle, the user's role, creation date, location and
 * description.
 */
export const UserEventsModal = ({ user, onClose }: UserEventsModalProps) => {
  const { data: events, isPending, error } = useQuery(userEventsQuery(user.id));
  useErrorAlert(error, adminTexts.adminErrors.usersLoad, getErrorMessage);

  return (
    <Modal
      open
      onClose={onClose}
      title={`Eventos de ${user.firstName} ${user.lastName}`}
      size="lg"
    >
      {isPending ? (
        <InlineLoading showLabel />
      ) : !events || events.length === 0 ? (
        <p className="text-muted">{messages.empty.table}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {events.map((event) => (
            <li key={event.id} className="rounded-card border border-line p-3">
              <h3 className="font-semibold text-ink">{event.title}</h3>
              <p className="text-ink">{event.subtitle}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">Papel</dt>
                <dd>{messages.eventRoles[event.role]}</dd>
                <dt className="text-muted">Criado em</dt>
                <dd>{formatDateTime(event.createdAt)}</dd>
                <dt className="text-muted">Local</dt>
                <dd>{event.location ?? '-'}</dd>
                <dt className="text-muted">Descrição</dt>
                <dd className="whitespace-pre-line">
                  {event.description || '-'}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
};
