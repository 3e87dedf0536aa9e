import { type AdminService, adminTexts } from '@celebra/contracts';
import { Table, type TableColumn } from '@celebra/ui';
import { paths } from '../../../config/paths';
import {
  editColumn,
  nameColumn,
  priceColumn,
  quantityColumn,
  typeColumn,
} from './service-columns';

export type ServicesTableProps = { services: readonly AdminService[] };

const statusText = adminTexts.screens.common;

const columns: TableColumn<AdminService>[] = [
  nameColumn('Nome'),
  typeColumn(),
  priceColumn(),
  quantityColumn(),
  {
    key: 'status',
    header: 'Status',
    cell: (service) =>
      service.active ? statusText.active : statusText.inactive,
  },
  editColumn((service) => paths.service(service.id)),
];

/** Name, type label, price, quantity, status and edit of every service. */
export const ServicesTable = ({ services }: ServicesTableProps) => (
  <Table caption="Serviços" columns={columns} rows={services} />
);
