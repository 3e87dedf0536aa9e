import { getErrorMessage } from '@celebra/api-client';
import { adminTexts } from '@celebra/contracts';
import {
  buttonClasses,
  InlineLoading,
  useErrorAlert,
  PageHeader,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { servicesQuery, serviceTypesQuery } from '../api/service-queries';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../components/load-failed';
import { ServiceTypesTable } from './service-types-table';
import { ServicesTable } from './services-table';

const errorsText = adminTexts.adminErrors;

/**
 * /services: the purchasable services and a 'new service' button,
 * then the default service types, which lead to /service-types/{id}.
 */
export const ServicesPage = () => {
  const services = useQuery(servicesQuery());
  const serviceTypes = useQuery(serviceTypesQuery());
  useErrorAlert(services.error, errorsText.servicesLoad, getErrorMessage);
  useErrorAlert(
    serviceTypes.error,
    errorsText.defaultServicesLoad,
    getErrorMessage,
  );

  return (
    <section aria-labelledby="services-title" className="flex flex-col gap-6">
      <PageHeader
        titleId="services-title"
        title={adminTexts.screens.admin.tileServices}
        actions={
          <Link to={paths.serviceCreate} className={buttonClasses()}>
            Novo serviço
          </Link>
        }
      />
      {services.isError ? (
        <LoadFailed
          text={errorsText.servicesLoad}
          onRetry={() => void services.refetch()}
        />
      ) : services.data === undefined ? (
        <InlineLoading />
      ) : (
        <ServicesTable services={services.data} />
      )}
      {serviceTypes.isError ? (
        <LoadFailed
          text={errorsText.defaultServicesLoad}
          onRetry={() => void serviceTypes.refetch()}
        />
      ) : serviceTypes.data === undefined ? (
        <InlineLoading />
      ) : (
        <ServiceTypesTable serviceTypes={serviceTypes.data} />
      )}
    </section>
  );
};
