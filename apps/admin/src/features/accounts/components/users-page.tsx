import { getErrorMessage } from '@celebra/api-client';
import { adminTexts, type AdminUser } from '@celebra/contracts';
import {
  InlineLoading,
  Pager,
  pageCount,
  useErrorAlert,
  PageHeader,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usersListQuery } from '../api/users-queries';
import { listTotalText } from '../../../lib/list-total';
import { useListSearch } from '../../../lib/use-list-search';
import { userFilterKeys } from '../lib/user-filters';
import { UserEditModal } from './user-edit-modal';
import { UserEventsModal } from './user-events-modal';
import { UsersFilter } from './users-filter';
import { UsersTable } from './users-table';

type OpenPopup = { kind: 'events' | 'edit'; user: AdminUser } | null;

/** User list: filter, table, pager and the two row popups. */
export const UsersPage = () => {
  const { filters, page, setFilters, setPage } = useListSearch(userFilterKeys);
  const { data, isPending, error } = useQuery(usersListQuery(filters, page));
  useErrorAlert(error, adminTexts.adminErrors.usersLoad, getErrorMessage);
  const [popup, setPopup] = useState<OpenPopup>(null);
  const close = () => setPopup(null);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Usuários" />
      <UsersFilter filters={filters} onApply={setFilters} />
      {data && (
        <p className="text-sm text-muted">
          {listTotalText(data.total, data.totalIsLowerBound, {
            one: 'usuário',
            many: 'usuários',
          })}
        </p>
      )}
      {isPending ? (
        <InlineLoading showLabel />
      ) : (
        <UsersTable
          users={data?.users ?? []}
          onShowEvents={(user) => setPopup({ kind: 'events', user })}
          onEdit={(user) => setPopup({ kind: 'edit', user })}
        />
      )}
      <Pager
        page={page}
        totalPages={pageCount(data?.total ?? 0)}
        hasMore={data?.totalIsLowerBound}
        onPageChange={setPage}
      />
      {popup?.kind === 'events' && (
        <UserEventsModal user={popup.user} onClose={close} />
      )}
      {popup?.kind === 'edit' && (
        <UserEditModal user={popup.user} onClose={close} />
      )}
    </div>
  );
};
