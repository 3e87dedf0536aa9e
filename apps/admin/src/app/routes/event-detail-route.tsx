import { useParams } from 'react-router-dom';
import { EventDetailPage } from '../../features/events/components/event-detail-page';
import { EventActivitySection } from '../../features/members/components/event-activity-section';
import { EventMembersSection } from '../../features/members/components/event-members-section';

/** /events/{id}: the event's form, then who has access to it and its activity. */
export const EventDetailRoute = () => {
  const { id = '' } = useParams();
  return (
    <EventDetailPage
      sections={
        <>
          <EventMembersSection eventId={id} />
          <EventActivitySection eventId={id} />
        </>
      }
    />
  );
};
