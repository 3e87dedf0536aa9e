import { hostTexts } from '@celebra/contracts';
import { useSession } from '../../../lib/auth/use-session';
import { ServiceList } from './service-list';

/** /service-package 'Pacote de Serviços': every group of the service list. */
export const ServicePackagePage = () => {
  const { event } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">
        {hostTexts.screens.host.servicePackageTitle}
      </h1>
      <ServiceList eventId={event.id} display="full" />
    </div>
  );
};
