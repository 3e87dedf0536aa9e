import {
  messages,
  serviceTypeLabel,
  type ContractedService,
  type DefaultService,
  type PendingService,
} from '@celebra/contracts';
import { formatBRL, formatDateTime } from '@celebra/format';
import { buttonClasses, type TableColumn } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import {
  contractedServicesQuery,
  defaultServicesQuery,
  pendingServicesQuery,
} from '../api/event-services-queries';
import { ServiceSection } from './service-section';

const editLink = (to: string, name: string) => (
  <Link
    to={to}
    aria-label={`Editar ${name}`}
    className={buttonClasses({ variant: 'secondary', size: 'sm' })}
  >
    Editar
  </Link>
);

const contractedColumns: TableColumn<ContractedService>[] = [
  { key: 'name', header: 'Título', cell: (service) => service.name },
  {
    key: 'price',
    header: 'Preço',
    cell: (service) => formatBRL(service.price),
    className: 'whitespace-nowrap',
  },
  {
    key: 'type',
    header: 'Tipo',
    cell: (service) => serviceTypeLabel(service.type),
  },
  {
    key: 'quantity',
    header: 'Quantidade',
    cell: (service) => service.quantity,
  },
  {
    key: 'edit',
    header: 'Ações',
    cell: (service) => editLink(paths.service(service.serviceId), service.name),
  },
];

const pendingColumns: TableColumn<PendingService>[] = [
  { key: 'name', header: 'Título', cell: (service) => service.name },
  {
    key: 'price',
    header: 'Preço',
    cell: (service) => formatBRL(service.price),
    className: 'whitespace-nowrap',
  },
  {
    key: 'type',
    header: 'Tipo',
    cell: (service) => serviceTypeLabel(service.type),
  },
  { key: 'status', header: 'Status', cell: () => 'PENDENTE' },
  {
    key: 'expiresAt',
    header: 'Expira em',
    cell: (service) => formatDateTime(service.expirationAt) || '-',
    className: 'whitespace-nowrap',
  },
  {
    key: 'edit',
    header: 'Ações',
    cell: (service) => editLink(paths.service(service.serviceId), service.name),
  },
];

const defaultColumns: TableColumn<DefaultService>[] = [
  { key: 'name', header: 'Título', cell: (service) => service.name },
  {
    key: 'type',
    header: 'Tipo',
    cell: (service) => serviceTypeLabel(service.type),
  },
  {
    key: 'edit',
    header: 'Ações',
    cell: (service) => editLink(paths.serviceType(service.id), service.name),
  },
];

/** /events/{id}/services: contracted, pending payment and default services. */
export const EventServicesPage = () => {
  const { id = '' } = useParams();
  const contracted = useQuery(contractedServicesQuery(id));
  const pending = useQuery(pendingServicesQuery(id));
  const defaults = useQuery(defaultServicesQuery(id));
  const errors = messages.adminErrors;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Serviços do evento" subtitle={`Evento #${id}`} />
      <ServiceSection
        title="Serviços contratados"
        query={contracted}
        columns={contractedColumns}
        rowKey={(service) => service.id}
        errorText={errors.contractedServicesLoad}
      />
      <ServiceSection
        title="Pagamento pendente"
        query={pending}
        columns={pendingColumns}
        rowKey={(service) => service.id}
        errorText={errors.pendingServicesLoad}
      />
      <ServiceSection
        title="Serviços padrão disponíveis"
        query={defaults}
        columns={defaultColumns}
        rowKey={(service) => service.id}
        errorText={errors.defaultServicesLoad}
      />
    </div>
  );
};
