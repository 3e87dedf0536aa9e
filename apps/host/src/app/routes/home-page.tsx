import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { ReceivedGiftsChart } from '../../features/money/components/received-gifts-chart';
import { ServiceList } from '../../features/services/components/service-list';
import { useCurrentEvent } from '../../lib/current-event/current-event-context';

/**
 * / and /home: the dashboard, with the gifts chart and the services in 'turbo' display when the
 * role sees the event's money.
 */
export const HomePage = () => {
  const { event, can } = useCurrentEvent();
  const money = can('money');
  return (
    <DashboardPage
      giftsChart={money && <ReceivedGiftsChart eventId={event.id} />}
      services={money && <ServiceList eventId={event.id} display="turbo" />}
    />
  );
};
