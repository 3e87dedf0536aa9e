import type { GuestResponse, HostGuest } from '@celebra/contracts';
import {
  formatAttendance,
  formatCompanions,
  formatDateTime,
} from '@celebra/format';
import { Button } from '@celebra/ui';

export type ReviewTarget = { guest: HostGuest; response: GuestResponse };

export type PendingResponsesProps = {
  guests: readonly HostGuest[];
  /** The answer being accepted or discarded, if any. */
  busyId: number | null;
  onAccept: (target: ReviewTarget) => void;
  onDiscard: (target: ReviewTarget) => void;
};

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/**
 * 'Respostas a revisar': answers sent from the site with the e-mail of a guest already on the
 * list. Nothing proves who sent them, so they change nothing until the host accepts one.
 */
export const PendingResponses = ({
  guests,
  busyId,
  onAccept,
  onDiscard,
}: PendingResponsesProps) => {
  const targets = guests.flatMap((guest) =>
    guest.pendingResponses.map((response) => ({ guest, response })),
  );
  if (targets.length === 0) return null;
  return (
    <section
      aria-labelledby="pending-responses-title"
      className="flex flex-col gap-3 rounded-card border border-brand-dark bg-brand-soft p-4"
    >
      <h2
        id="pending-responses-title"
        className="text-lg font-semibold text-ink"
      >
        Respostas a revisar ({targets.length})
      </h2>
      <p className="text-sm text-ink">
        Estas respostas foram enviadas pelo site com o e-mail de um convidado
        que já está na lista. Confira se vieram mesmo dele: aceitar atualiza a
        presença, os acompanhantes e a mensagem do convidado; o nome e o
        telefone da lista não mudam.
      </p>
      <ul className="flex flex-col gap-3">
        {targets.map(({ guest, response }) => (
          <li
            key={response.id}
            className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
          >
            <p className="font-semibold text-ink">
              {fullName(guest)}{' '}
              <span className="font-normal break-all text-muted">
                ({guest.email})
              </span>
            </p>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold text-muted">Enviada em</dt>
              <dd className="text-ink">{formatDateTime(response.createdAt)}</dd>
              <dt className="font-semibold text-muted">Nome informado</dt>
              <dd className="text-ink">{fullName(response)}</dd>
              <dt className="font-semibold text-muted">Telefone informado</dt>
              <dd className="text-ink">{response.phoneNumber}</dd>
              <dt className="font-semibold text-muted">Presença</dt>
              <dd className="text-ink">
                {formatAttendance(response.attending)}
              </dd>
              <dt className="font-semibold text-muted">Acompanhantes</dt>
              <dd className="text-ink">{formatCompanions(response)}</dd>
              <dt className="font-semibold text-muted">Mensagem</dt>
              <dd className="break-words whitespace-pre-line text-ink">
                {response.message ?? '—'}
              </dd>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                loading={busyId === response.id}
                aria-label={`Aceitar a resposta enviada para ${fullName(guest)}`}
                onClick={() => onAccept({ guest, response })}
              >
                Aceitar
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busyId === response.id}
                aria-label={`Descartar a resposta enviada para ${fullName(guest)}`}
                onClick={() => onDiscard({ guest, response })}
              >
                Descartar
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
