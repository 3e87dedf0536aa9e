import {
  messages,
  serviceTypeLabel,
  type AdminService,
} from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import { buttonClasses, Table, type TableColumn } from '@celebra/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export type ServicesTableProps = { services: readonly AdminService[] };

const statusText = messages.screens.common;

const columns: TableColumn<AdminService>[] = [
  { key: 'name', header: 'Nome', cell: (service) => service.name },
  {
    key: 'type',
    header: 'Tipo',
    cell: (service) => serviceTypeLabel(service.type),
  },
  {
    key: 'price',
    header: 'Preço',
    cell: (service) => formatBRL(service.price),
    className: 'whitespace-nowrap',
  },
  {
    key: 'quantity',
    header: 'Quantidade',
    cell: (service) => service.quantity,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (service) =>
      service.active ? statusText.active : statusText.inactive,
  },
  {
    key: 'actions',
    header: 'Ações',
    cell: (service) => (
      <Link
        to={paths.service(service.id)}
        aria-label={`Editar ${service.name}`}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        Editar
      </Link>
    ),
  },
];

/** Name, type label, price, quantity, status and edit of every service. */
export const ServicesTable = ({ services }: ServicesTableProps) => (
  <Table
    caption="Serviços"
    columns={columns}
    rows={services}
    rowKey={(service) => service.id}
  />
);
