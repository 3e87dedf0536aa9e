import { type AdminServiceType, adminTexts } from '@celebra/contracts';
import { buttonClasses, Table, type TableColumn } from '@celebra/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export type ServiceTypesTableProps = {
  serviceTypes: readonly AdminServiceType[];
};

const statusText = adminTexts.screens.common;

const columns: TableColumn<AdminServiceType>[] = [
  { key: 'name', header: 'Nome', cell: (serviceType) => serviceType.name },
  { key: 'type', header: 'Tipo', cell: (serviceType) => serviceType.label },
  {
    key: 'includedQuantity',
    header: 'Quantidade incluída',
    cell: (serviceType) => serviceType.includedQuantity,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (serviceType) =>
      serviceType.active ? statusText.active : statusText.inactive,
  },
  {
    key: 'actions',
    header: 'Ações',
    cell: (serviceType) => (
      <Link
        to={paths.serviceType(serviceType.id)}
        aria-label={`Editar ${serviceType.name}`}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        Editar
      </Link>
    ),
  },
];

/** The default service types (the free package of every event), each with its edit link. */
export const ServiceTypesTable = ({ serviceTypes }: ServiceTypesTableProps) => (
  <Table
    caption="Serviços padrão"
    showCaption
    columns={columns}
    rows={serviceTypes}
  />
);
