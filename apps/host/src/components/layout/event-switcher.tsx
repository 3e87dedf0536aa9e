import { messages } from '@celebra/contracts';
import { buttonClasses, cx, Modal } from '@celebra/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { pagePermissions } from '../../config/host-pages';
import { paths } from '../../config/paths';
import {
  canOn,
  useCurrentEventState,
} from '../../lib/current-event/current-event-context';
import { CheckIcon, ChevronDownIcon } from '../icons';

const optionClasses = (current: boolean) =>
  cx(
    'flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
    current ? 'border-brand-dark bg-brand-soft' : 'border-line',
  );

/**
 * The current event's title and role, opening the list of the account's events and 'Criar
 * outro evento'; only for an account with more than one event. Switching keeps the page when
 * the new role may open it, else opens the event's home.
 */
export const EventSwitcher = () => {
  const { event, events, switchTo } = useCurrentEventState();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!event || events.length < 2) return null;

  const choose = (eventId: number) => {
    setOpen(false);
    if (eventId === event.id) return;
    switchTo(eventId);
    const chosen = events.find((candidate) => candidate.id === eventId) ?? null;
    const needed = pagePermissions[pathname];
    if (!needed || !canOn(chosen, needed)) void navigate(paths.home);
  };

  return (
    <div className="border-t border-line">
      <div className="mx-auto flex max-w-5xl px-2 py-1 sm:px-4">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="flex max-w-full min-w-0 items-center gap-2 rounded-lg px-2 py-1 text-left hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          <span className="sr-only">Trocar de evento. Evento atual:</span>
          <span className="truncate font-semibold text-ink">{event.title}</span>
          <span className="shrink-0 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand-darker">
            {messages.eventRoles[event.role]}
          </span>
          <ChevronDownIcon className="size-4 shrink-0 text-muted" />
        </button>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Trocar de evento"
        size="sm"
      >
        <ul className="flex flex-col gap-2">
          {events.map((candidate) => {
            const current = candidate.id === event.id;
            return (
              <li key={candidate.id}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => choose(candidate.id)}
                  className={optionClasses(current)}
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-semibold break-words text-ink">
                      {candidate.title}
                    </span>
                    <span className="text-sm text-muted">
                      {messages.eventRoles[candidate.role]}
                    </span>
                  </span>
                  {current && (
                    <CheckIcon className="size-5 shrink-0 text-brand-dark" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        <Link
          to={paths.newEvent}
          onClick={() => setOpen(false)}
          className={cx(
            buttonClasses({ variant: 'secondary', fullWidth: true }),
            'mt-4',
          )}
        >
          Criar outro evento
        </Link>
      </Modal>
    </div>
  );
};
