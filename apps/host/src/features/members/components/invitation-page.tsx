import { getErrorMessage } from '@celebra/api-client';
import { messages } from '@celebra/contracts';
import { formatDate } from '@celebra/format';
import { AuthCard, InlineLoading } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { invitationQueryOptions } from '../api/invitation-query';
import { roleDescriptions } from '../lib/role-descriptions';
import { AcceptInvitation } from './accept-invitation';
import { InvitationClosed } from './invitation-closed';
import { JoinChoices } from './join-choices';

export type InvitationPageProps = {
  /** Signed in: 'Aceitar convite'; signed out: 'Entrar' or 'Criar conta'. */
  signedIn: boolean;
};

/**
 * /convite/:token, the invitation e-mail's link: the event, who invited and the access it
 * gives, then the way in; a link that can no longer be used says why.
 */
export const InvitationPage = ({ signedIn }: InvitationPageProps) => {
  const { token = '' } = useParams();
  const invitation = useQuery(invitationQueryOptions(token));

  if (invitation.isPending)
    return (
      <AuthCard title="Convite">
        <div className="flex justify-center">
          <InlineLoading label="Carregando convite..." showLabel />
        </div>
      </AuthCard>
    );
  if (invitation.isError)
    return (
      <InvitationClosed
        title="Convite não encontrado"
        text={getErrorMessage(
          invitation.error,
          'Não foi possível abrir este convite.',
        )}
        signedIn={signedIn}
      />
    );

  const offer = invitation.data;
  if (offer.status !== 'pending')
    return <InvitationClosed status={offer.status} signedIn={signedIn} />;

  return (
    <AuthCard title="Você recebeu um convite">
      <div className="flex flex-col gap-3 text-ink">
        <p>
          <strong>{offer.invitedBy ?? 'Uma pessoa'}</strong>
          {' convidou você para cuidar do evento '}
          <strong>{`“${offer.eventTitle}”`}</strong>
          {' na Celebra, com o acesso de '}
          <strong>{messages.eventRoles[offer.role]}</strong>.
        </p>
        <p className="text-sm text-muted">{roleDescriptions[offer.role]}</p>
        <p className="text-sm text-muted">
          {`Convite para ${offer.email}, válido até ${formatDate(offer.expiresAt)}.`}
        </p>
      </div>
      <div className="mt-6">
        {signedIn ? (
          <AcceptInvitation token={token} />
        ) : (
          <JoinChoices token={token} email={offer.email} />
        )}
      </div>
    </AuthCard>
  );
};
