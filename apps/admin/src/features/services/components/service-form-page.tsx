import { getErrorMessage } from '@celebra/api-client';
import { adminTexts } from '@celebra/contracts';
import { InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { serviceQuery } from '../api/service-queries';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../components/load-failed';
import { ServiceForm } from './service-form';

const text = adminTexts.screens.admin;
const errorText = adminTexts.adminErrors.serviceLoad;

/** /services/add 'Novo Serviço' and /services/{id} 'Atualizar Serviço'. */
export const ServiceFormPage = () => {
  const { id: serviceId } = useParams();
  const navigate = useNavigate();
  const service = useQuery({
    ...serviceQuery(serviceId ?? ''),
    enabled: serviceId !== undefined,
  });
  useErrorAlert(service.error, errorText, getErrorMessage);

  const creating = serviceId === undefined;

  return (
    <section
      aria-labelledby="service-form-title"
      className="flex flex-col gap-6"
    >
      <h1 id="service-form-title" className="text-2xl font-bold text-ink">
        {creating ? text.newService : text.updateService}
      </h1>
      <div className="rounded-card border border-line bg-surface p-4 sm:p-6">
        {service.isError ? (
          <LoadFailed text={errorText} onRetry={() => void service.refetch()} />
        ) : creating || service.data ? (
          <ServiceForm
            key={service.data?.id ?? 'new'}
            service={service.data ?? null}
            onDone={() => void navigate(paths.services)}
          />
        ) : (
          <InlineLoading />
        )}
      </div>
    </section>
  );
};
