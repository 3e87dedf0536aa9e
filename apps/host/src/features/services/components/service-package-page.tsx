import { hostTexts } from '@celebra/contracts';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { ServiceList } from './service-list';

/** /service-package 'Pacote de Serviços': every group of the service list. */
export const ServicePackagePage = () => {
  const { event } = useCurrentEvent();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">
        {hostTexts.screens.host.servicePackageTitle}
      </h1>
      <ServiceList eventId={event.id} display="full" />
    </div>
  );
};
