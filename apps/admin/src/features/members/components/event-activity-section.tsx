import { getErrorMessage } from '@celebra/api-client';
import { adminTexts } from '@celebra/contracts';
import {
  activitySentence,
  activityTime,
  Card,
  InlineLoading,
  Pager,
  usePagedQuery,
} from '@celebra/ui';
import { eventActivityQuery } from '../api/members-queries';

export type EventActivitySectionProps = { eventId: string };

/** 'Atividade' of the event detail: who did what and when, newest first, 20 a page. */
export const EventActivitySection = ({
  eventId,
}: EventActivitySectionProps) => {
  const {
    query: { data, isPending },
    pager,
  } = usePagedQuery(
    (page) => eventActivityQuery(eventId, page),
    adminTexts.adminErrors.activityLoad,
    getErrorMessage,
  );
  const activities = data?.activities ?? [];

  return (
    <Card title="Atividade" headingLevel={2}>
      {isPending ? (
        <InlineLoading showLabel />
      ) : activities.length === 0 ? (
        <p className="text-muted">Nenhuma atividade registrada.</p>
      ) : (
        <ol aria-label="Atividade do evento" className="divide-y divide-line">
          {activities.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2"
            >
              <span className="text-ink">{activitySentence(entry)}</span>
              <time dateTime={entry.createdAt} className="text-sm text-muted">
                {activityTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {pager.totalPages > 1 && (
        <div className="mt-3">
          <Pager {...pager} label="Páginas da atividade" />
        </div>
      )}
    </Card>
  );
};
