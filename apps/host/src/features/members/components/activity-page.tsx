import { getErrorMessage } from '@celebra/api-client';
import {
  activitySentence,
  activityTime,
  InlineLoading,
  PageHeader,
  Pager,
  usePagedQuery,
} from '@celebra/ui';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { activityQueryOptions } from '../api/activity-query';

/**
 * /activity 'Atividade' (owner and co-host): what each person did on the event, newest first,
 * 20 a page.
 */
export const ActivityPage = () => {
  const { event } = useCurrentEvent();
  const { query: list, pager } = usePagedQuery(
    (page) => activityQueryOptions(event.id, page),
    'Erro ao carregar a atividade do evento.',
    getErrorMessage,
  );
  const entries = list.data?.activities ?? [];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Atividade"
        subtitle="O que cada pessoa com acesso fez no evento."
      />
      {list.isPending ? (
        <InlineLoading label="Carregando atividade..." showLabel />
      ) : entries.length > 0 ? (
        <ol
          aria-label="Atividade do evento"
          className="divide-y divide-line rounded-card border border-line bg-surface"
        >
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <span className="text-ink">{activitySentence(entry)}</span>
              <time
                dateTime={entry.createdAt}
                className="shrink-0 text-sm text-muted"
              >
                {activityTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted">Nenhuma atividade registrada ainda.</p>
      )}
      <Pager {...pager} />
    </div>
  );
};
