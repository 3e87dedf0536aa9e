import {
  adminTexts,
  type ContractedService,
  type DefaultService,
  type PendingService,
} from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { PageHeader, type TableColumn } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import {
  contractedServicesQuery,
  defaultServicesQuery,
  pendingServicesQuery,
} from '../api/event-services-queries';
import {
  editColumn,
  nameColumn,
  priceColumn,
  quantityColumn,
  typeColumn,
} from './service-columns';
import { ServiceSection } from './service-section';

const servicePath = (service: { serviceId: number }) =>
  paths.service(service.serviceId);

const contractedColumns: TableColumn<ContractedService>[] = [
  nameColumn('Título'),
  priceColumn(),
  typeColumn(),
  quantityColumn(),
  editColumn<ContractedService>(servicePath),
];

const pendingColumns: TableColumn<PendingService>[] = [
  nameColumn('Título'),
  priceColumn(),
  typeColumn(),
  { key: 'status', header: 'Status', cell: () => 'PENDENTE' },
  {
    key: 'expiresAt',
    header: 'Expira em',
    cell: (service) => formatDateTime(service.expirationAt) || '-',
    className: 'whitespace-nowrap',
  },
  editColumn<PendingService>(servicePath),
];

const defaultColumns: TableColumn<DefaultService>[] = [
  nameColumn('Título'),
  typeColumn(),
  editColumn((service) => paths.serviceType(service.id)),
];

/** /events/{id}/services: contracted, pending payment and default services. */
export const EventServicesPage = () => {
  const { id = '' } = useParams();
  const contracted = useQuery(contractedServicesQuery(id));
  const pending = useQuery(pendingServicesQuery(id));
  const defaults = useQuery(defaultServicesQuery(id));
  const errors = adminTexts.adminErrors;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Serviços do evento" subtitle={`Evento #${id}`} />
      <ServiceSection
        title="Serviços contratados"
        query={contracted}
        columns={contractedColumns}
        errorText={errors.contractedServicesLoad}
      />
      <ServiceSection
        title="Pagamento pendente"
        query={pending}
        columns={pendingColumns}
        errorText={errors.pendingServicesLoad}
      />
      <ServiceSection
        title="Serviços padrão disponíveis"
        query={defaults}
        columns={defaultColumns}
        errorText={errors.defaultServicesLoad}
      />
    </div>
  );
};
