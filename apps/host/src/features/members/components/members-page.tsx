import { alertFailure } from '@celebra/shell';
import { getErrorMessage } from '@celebra/api-client';
import type { EventMember, PendingInvitation } from '@celebra/contracts';
import {
  alertSuccess,
  Card,
  confirmAction,
  InlineLoading,
  InvitationTable,
  PageHeader,
  useErrorAlert,
  MemberTable,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { TitledSection } from '../../../components/titled-section';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { membersQueryOptions } from '../api/members-query';
import {
  useRemoveMember,
  useRevokeInvitation,
} from '../api/use-member-mutations';
import { InviteForm } from './invite-form';

/**
 * /members 'Pessoas com acesso' (the owner only): who has access to the event, the invitations
 * waiting for an answer, and the form that invites someone else.
 */
export const MembersPage = () => {
  const { event } = useCurrentEvent();
  const list = useQuery(membersQueryOptions(event.id));
  useErrorAlert(
    list.error,
    'Erro ao carregar as pessoas com acesso.',
    getErrorMessage,
  );
  const revoke = useRevokeInvitation(event.id);
  const remove = useRemoveMember(event.id);

  const onRemove = async (member: EventMember) => {
    const confirmed = await confirmAction({
      title: 'Remover acesso?',
      text: `${member.name} deixará de ter acesso a “${event.title}”.`,
      confirmText: 'Remover',
    });
    if (!confirmed) return;
    remove.mutate(member.userId, {
      onSuccess: (answer) => void alertSuccess(answer.message),
      onError: alertFailure('Erro ao remover o acesso.'),
    });
  };

  const onRevoke = async (invitation: PendingInvitation) => {
    const confirmed = await confirmAction({
      title: 'Cancelar convite?',
      text: `O link enviado para ${invitation.email} deixará de funcionar.`,
      confirmText: 'Cancelar convite',
      cancelText: 'Voltar',
    });
    if (!confirmed) return;
    revoke.mutate(invitation.id, {
      onSuccess: (answer) => void alertSuccess(answer.message),
      onError: alertFailure('Erro ao cancelar o convite.'),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Pessoas com acesso"
        subtitle={`Quem cuida de “${event.title}” com você.`}
      />
      <Card title="Convidar alguém" headingLevel={2}>
        <InviteForm eventId={event.id} />
      </Card>
      <TitledSection id="members-list" title="Com acesso">
        {list.isPending ? (
          <InlineLoading label="Carregando..." showLabel />
        ) : (
          <MemberTable
            caption="Pessoas com acesso ao evento"
            roleHeader="Acesso"
            members={list.data?.members ?? []}
            removingId={remove.isPending ? (remove.variables ?? null) : null}
            onRemove={(member) => void onRemove(member)}
          />
        )}
      </TitledSection>
      <TitledSection id="invitations-list" title="Convites pendentes">
        {list.isPending ? (
          <InlineLoading label="Carregando..." showLabel />
        ) : (
          <InvitationTable
            roleHeader="Acesso"
            invitations={list.data?.invitations ?? []}
            revoke={{
              revokingId: revoke.isPending ? (revoke.variables ?? null) : null,
              onRevoke: (invitation) => void onRevoke(invitation),
            }}
          />
        )}
      </TitledSection>
    </div>
  );
};
