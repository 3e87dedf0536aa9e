import { getErrorMessage } from '@celebra/api-client';
import { adminTexts } from '@celebra/contracts';
import { InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { serviceTypeQuery } from '../api/service-queries';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../components/load-failed';
import { ServiceTypeForm } from './service-type-form';

const errorText = adminTexts.adminErrors.serviceLoad;

/** /service-types/{id}: edit a default service type (the target of edit on default services). */
export const ServiceTypePage = () => {
  const { id: serviceTypeId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from an event's default services or from /services: go back where it came from.
  const leave = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.services);
  };
  const serviceType = useQuery(serviceTypeQuery(serviceTypeId));
  useErrorAlert(serviceType.error, errorText, getErrorMessage);

  return (
    <section
      aria-labelledby="service-type-title"
      className="flex flex-col gap-6"
    >
      <h1 id="service-type-title" className="text-2xl font-bold text-ink">
        Atualizar Serviço Padrão
      </h1>
      <div className="rounded-card border border-line bg-surface p-4 sm:p-6">
        {serviceType.isError ? (
          <LoadFailed
            text={errorText}
            onRetry={() => void serviceType.refetch()}
          />
        ) : serviceType.data ? (
          <ServiceTypeForm
            key={serviceType.data.id}
            serviceType={serviceType.data}
            onDone={leave}
          />
        ) : (
          <InlineLoading />
        )}
      </div>
    </section>
  );
};
