import { getErrorMessage } from '@celebra/api-client';
import { adminTexts } from '@celebra/contracts';
import { InlineLoading, Pager, useErrorAlert, PageHeader } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
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
      {isPending ? (
        <InlineLoading showLabel />
      ) : (
        <EventsTable events={data?.events ?? []} />
      )}
      <Pager
        page={page}
        totalPages={data?.totalPages ?? 1}
        onPageChange={setPage}
      />
    </div>
  );
};
