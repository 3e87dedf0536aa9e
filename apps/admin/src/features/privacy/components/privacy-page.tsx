import { getErrorMessage } from '@celebra/api-client';
import {
  adminTexts,
  PRIVACY_REQUEST_DEADLINE_DAYS,
  PRIVACY_REQUEST_FILTERS,
  type PrivacyRequestFilter,
} from '@celebra/contracts';
import {
  InlineLoading,
  PageHeader,
  Pager,
  pageCount,
  SelectField,
  useErrorAlert,
  usePagedQuery,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useListSearch } from '../../../lib/use-list-search';
import {
  adminDataViewsQuery,
  privacyRequestsQuery,
} from '../api/privacy-queries';
import { AdminDataViewsTable } from './admin-data-views-table';
import { PrivacyRequestsTable } from './privacy-requests-table';

const filterLabels: Record<PrivacyRequestFilter, string> = {
  all: 'Todos',
  pending: 'Pendentes',
  overdue: 'Atrasados',
};

const filterOptions = PRIVACY_REQUEST_FILTERS.map((value) => ({
  value,
  label: filterLabels[value],
}));

const statusFilterKeys = ['status'] as const;

const readFilter = (value: string | undefined): PrivacyRequestFilter =>
  PRIVACY_REQUEST_FILTERS.find((filter) => filter === value) ?? 'all';

const RequestsSection = () => {
  const { filters, page, setFilters, setPage } =
    useListSearch(statusFilterKeys);
  const status = readFilter(filters.status);
  const { data, isPending, error } = useQuery(
    privacyRequestsQuery(status, page),
  );
  useErrorAlert(
    error,
    adminTexts.adminErrors.privacyRequestsLoad,
    getErrorMessage,
  );
  return (
    <section
      aria-labelledby="privacy-requests-title"
      className="flex flex-col gap-4"
    >
      <h2
        id="privacy-requests-title"
        className="text-xl font-semibold text-ink"
      >
        Pedidos de titulares
      </h2>
      <p className="text-muted">
        Consultas, correções, exclusões, cópias de dados e encerramentos de
        conta. A LGPD dá {PRIVACY_REQUEST_DEADLINE_DAYS} dias para atender cada
        pedido.
      </p>
      <SelectField
        label="Situação"
        containerClassName="max-w-xs"
        options={filterOptions}
        value={status}
        onChange={(event) => setFilters({ status: event.target.value })}
      />
      {isPending ? (
        <InlineLoading showLabel />
      ) : (
        <PrivacyRequestsTable requests={data?.requests ?? []} />
      )}
      <Pager
        label="Páginas dos pedidos"
        page={page}
        totalPages={pageCount(data?.total ?? 0)}
        onPageChange={setPage}
      />
    </section>
  );
};

const DataViewsSection = () => {
  const {
    query: { data, isPending },
    pager,
  } = usePagedQuery(
    adminDataViewsQuery,
    adminTexts.adminErrors.adminDataViewsLoad,
    getErrorMessage,
  );
  return (
    <section aria-labelledby="data-views-title" className="flex flex-col gap-4">
      <h2 id="data-views-title" className="text-xl font-semibold text-ink">
        Acessos a dados para repasse
      </h2>
      <p className="text-muted">
        Cada vez que um administrador abriu os dados completos de um repasse
        (CPF, chave Pix ou conta bancária).
      </p>
      {isPending ? (
        <InlineLoading showLabel />
      ) : (
        <AdminDataViewsTable views={data?.views ?? []} />
      )}
      <Pager {...pager} label="Páginas dos acessos" />
    </section>
  );
};

/** /privacy: the data requests (late ones flagged) and the administrators' views of payout destinations. */
export const PrivacyPage = () => (
  <div className="flex flex-col gap-8">
    <PageHeader title="Privacidade (LGPD)" />
    <RequestsSection />
    <DataViewsSection />
  </div>
);
