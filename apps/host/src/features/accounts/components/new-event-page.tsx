import type { MemberEvent } from '@celebra/contracts';
import { PageHeader } from '@celebra/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCurrentEventState } from '../../../lib/current-event/current-event-context';
import { NewEventWizard } from './new-event-wizard';

/** /new-event 'Criar outro evento': the short wizard; the new event then opens on its home. */
export const NewEventPage = () => {
  const { switchTo } = useCurrentEventState();
  const navigate = useNavigate();
  const open = (event: MemberEvent) => {
    switchTo(event.id);
    void navigate(paths.home);
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Criar outro evento"
        subtitle="Um novo site, com a sua lista de presentes. Você será o titular."
      />
      <div className="rounded-card bg-surface p-6 shadow-sm sm:p-8">
        <NewEventWizard onCreated={open} />
      </div>
    </div>
  );
};
