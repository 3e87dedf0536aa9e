import { getErrorMessage } from '@celebra/api-client';
import { adminTexts } from '@celebra/contracts';
import { InlineLoading, Pager, useErrorAlert, PageHeader } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { listTotalText } from '../../../lib/list-total';
import { useListSearch } from '../../../lib/use-list-search';
import { eventsListQuery } from '../api/events-queries';
import { eventFilterKeys, toEventsQuery } from '../lib/event-filters';
import { EventsFilter } from './events-filter';
import { EventsTable } from './events-table';

/** Event list: filters, table and pager. */
export const EventsPage = () => {
  const { filters, page, setFilters, setPage } = useListSearch(eventFilterKeys);
  const { data, isPending, error } = useQuery(
    eventsListQuery(toEventsQuery(filters, page)),
  );
  useErrorAlert(error, adminTexts.adminErrors.eventsLoad, getErrorMessage);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Eventos" />
      <EventsFilter filters={filters} onApply={setFilters} />
      {data && (
        <p className="text-sm text-muted">
          {listTotalText(data.total, data.totalIsLowerBound, {
            one: 'evento',
            many: 'eventos',
          })}
        </p>
      )}
      {isPending ? (
        <InlineLoading showLabel />
      ) : (
        <EventsTable events={data?.events ?? []} />
      )}
      <Pager
        page={page}
        totalPages={data?.totalPages ?? 1}
        hasMore={data?.totalIsLowerBound}
        onPageChange={setPage}
      />
    </div>
  );
};
