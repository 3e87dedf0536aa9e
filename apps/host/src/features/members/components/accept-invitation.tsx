import { alertFailure } from '@celebra/shell';
import { authLinkClasses, Button } from '@celebra/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/use-session';
import { invitationKeys } from '../api/invitation-query';
import { useAcceptInvitation } from '../api/use-join-event';

export type AcceptInvitationProps = { token: string };

/** Signed in: 'Aceitar convite' joins the event and opens its home. */
export const AcceptInvitation = ({ token }: AcceptInvitationProps) => {
  const { user } = useSession();
  const accept = useAcceptInvitation(token, user.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: () => void navigate(paths.home),
      onError: (error) => {
        alertFailure('Erro ao aceitar o convite.')(error);
        void queryClient.invalidateQueries({
          queryKey: invitationKeys.detail(token),
        });
      },
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-center text-sm text-muted">
        {`Você está conectado como ${user.first_name} ${user.last_name} (${user.email}).`}
      </p>
      <Button fullWidth loading={accept.isPending} onClick={onAccept}>
        Aceitar convite
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.home} className={authLinkClasses}>
          Agora não
        </Link>
      </p>
    </div>
  );
};
