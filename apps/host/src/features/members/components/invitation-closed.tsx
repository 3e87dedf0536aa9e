import { type InvitationStatus, messages } from '@celebra/contracts';
import { AuthCard, buttonClasses, cx } from '@celebra/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

type ClosedStatus = Exclude<InvitationStatus, 'pending'>;

const reasons: Record<ClosedStatus, string> = {
  expired:
    'O prazo para aceitar este convite terminou. Peça a quem convidou você que envie um novo.',
  revoked:
    'Quem convidou você cancelou este convite. Fale com essa pessoa se ainda precisar de acesso.',
  accepted:
    'Este convite já foi usado. Quem o aceitou encontra o evento ao entrar na Celebra.',
};

export type InvitationClosedProps = { signedIn: boolean } & (
  | { status: ClosedStatus; title?: never; text?: never }
  | { status?: never; title: string; text: string }
);

/** An invitation link that cannot be used (expired, cancelled, used, unknown) and why. */
export const InvitationClosed = ({
  status,
  title,
  text,
  signedIn,
}: InvitationClosedProps) => (
  <AuthCard
    title={
      status
        ? `Convite ${messages.invitationStatuses[status].toLowerCase()}`
        : title
    }
  >
    <p role="alert" className="text-center text-ink">
      {status ? reasons[status] : text}
    </p>
    <Link
      to={signedIn ? paths.home : paths.login}
      className={cx(buttonClasses({ fullWidth: true }), 'mt-6')}
    >
      {signedIn ? 'Ir para o início' : 'Entrar'}
    </Link>
  </AuthCard>
);
