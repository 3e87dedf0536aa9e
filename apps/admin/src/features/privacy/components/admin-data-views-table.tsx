import type { AdminDataViewRow } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { Table, type TableColumn } from '@celebra/ui';

const subjectLabels: Record<string, string> = {
  payout_destination: 'Dados para repasse completos',
};

const columns: TableColumn<AdminDataViewRow>[] = [
  {
    key: 'admin',
    header: 'Administrador',
    cell: (view) =>
      view.admin
        ? `${view.admin.name} (${view.admin.email})`
        : 'Conta removida',
    className: 'break-all',
  },
  {
    key: 'subject',
    header: 'O que viu',
    cell: (view) => subjectLabels[view.subject] ?? view.subject,
  },
  {
    key: 'event',
    header: 'Evento',
    cell: (view) => view.event?.title ?? 'Evento removido',
  },
  {
    key: 'viewedAt',
    header: 'Quando',
    cell: (view) => formatDateTime(view.viewedAt),
    className: 'whitespace-nowrap',
  },
];

/** Each time an administrator opened a whole payout destination: who, of which event, when. */
export const AdminDataViewsTable = ({
  views,
}: {
  views: AdminDataViewRow[];
}) => (
  <Table
    caption="Acessos a dados para repasse"
    columns={columns}
    rows={views}
    emptyText="Nenhum acesso registrado."
  />
);
