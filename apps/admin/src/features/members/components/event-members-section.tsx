import { getErrorMessage } from '@celebra/api-client';
import { adminTexts, type EventMember, messages } from '@celebra/contracts';
import { alertFailure } from '@celebra/shell';
import {
  alertSuccess,
  Card,
  confirmAction,
  InlineLoading,
  useErrorAlert,
  InvitationTable,
  MemberTable,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import {
  eventMembersQuery,
  useRemoveEventMember,
} from '../api/members-queries';

export type EventMembersSectionProps = { eventId: string };

/** 'Pessoas com acesso' of the event detail: its members, removable but the owner, and invitations. */
export const EventMembersSection = ({ eventId }: EventMembersSectionProps) => {
  const { data, isPending, error } = useQuery(eventMembersQuery(eventId));
  useErrorAlert(error, adminTexts.adminErrors.membersLoad, getErrorMessage);
  const remove = useRemoveEventMember(eventId);

  const askToRemove = async (member: EventMember) => {
    const confirmed = await confirmAction({
      title: messages.titles.attention,
      text: adminTexts.screens.admin.confirmMemberRemove(member.name),
      confirmText: 'Remover',
    });
    if (!confirmed) return;
    remove.mutate(member.userId, {
      onSuccess: (response) => void alertSuccess(response.message),
      onError: alertFailure(adminTexts.adminErrors.memberRemove),
    });
  };

  return (
    <Card title="Pessoas com acesso" headingLevel={2}>
      {isPending ? (
        <InlineLoading showLabel />
      ) : (
        data && (
          <div className="flex flex-col gap-4">
            <MemberTable
              caption="Membros do evento"
              roleHeader="Papel"
              members={data.members}
              removingId={remove.isPending ? remove.variables : null}
              onRemove={(member) => void askToRemove(member)}
            />
            <h3 className="text-base font-semibold text-ink">
              Convites pendentes
            </h3>
            <InvitationTable
              roleHeader="Papel"
              invitations={data.invitations}
              expiryWithTime
            />
          </div>
        )
      )}
    </Card>
  );
};
