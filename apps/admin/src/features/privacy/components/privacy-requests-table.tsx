import {
  PRIVACY_REQUEST_DEADLINE_DAYS,
  privacyRequestKindLabel,
  type PrivacyRequestRow,
} from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { Table, type TableColumn } from '@celebra/ui';

const daysText = (days: number) => (days === 1 ? '1 dia' : `${days} dias`);

/** 'Atrasado' past the deadline, else the days taken (so far, while pending). */
const RequestDays = ({ request }: { request: PrivacyRequestRow }) =>
  request.overdue ? (
    <span className="w-fit rounded-md px-2 py-0.5 text-xs font-medium text-danger ring-1 ring-danger">
      Atrasado ({daysText(request.daysTaken)})
    </span>
  ) : (
    <span>
      {daysText(request.daysTaken)}
      {request.completedAt === null ? ' (em andamento)' : ''}
    </span>
  );

const columns: TableColumn<PrivacyRequestRow>[] = [
  {
    key: 'email',
    header: 'Quem',
    cell: (request) => request.email,
    className: 'break-all',
  },
  {
    key: 'kind',
    header: 'Pedido',
    cell: (request) => privacyRequestKindLabel(request.kind),
  },
  {
    key: 'requestedAt',
    header: 'Pedido em',
    cell: (request) => formatDateTime(request.requestedAt),
    className: 'whitespace-nowrap',
  },
  {
    key: 'completedAt',
    header: 'Atendido em',
    cell: (request) =>
      request.completedAt ? formatDateTime(request.completedAt) : 'Pendente',
    className: 'whitespace-nowrap',
  },
  {
    key: 'days',
    header: `Prazo (${PRIVACY_REQUEST_DEADLINE_DAYS} dias)`,
    cell: (request) => <RequestDays request={request} />,
  },
  {
    key: 'outcome',
    header: 'Resultado',
    cell: (request) => request.outcome || '-',
  },
];

/** Who asked what of their data, when, when it was answered, and how long it took. */
export const PrivacyRequestsTable = ({
  requests,
}: {
  requests: PrivacyRequestRow[];
}) => (
  <Table
    caption="Pedidos de titulares"
    columns={columns}
    rows={requests}
    emptyText="Nenhum pedido encontrado."
  />
);
