import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { ReceivedGiftsChart } from '../../features/money/components/received-gifts-chart';
import { ServiceList } from '../../features/services/components/service-list';
import { useSession } from '../../lib/auth/use-session';

/** / and /home: the dashboard with the gifts chart and the services in 'turbo' display. */
export const HomePage = () => {
  const { event } = useSession();
  return (
    <DashboardPage
      giftsChart={<ReceivedGiftsChart eventId={event.id} />}
      services={<ServiceList eventId={event.id} display="turbo" />}
    />
  );
};
