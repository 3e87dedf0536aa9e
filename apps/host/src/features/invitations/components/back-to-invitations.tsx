import { hostTexts } from '@celebra/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The way back from a sub-page to 'Convidados'. */
export const BackToInvitations = () => (
  <Link
    to={paths.confirmations}
    className="text-sm font-medium text-brand-dark underline underline-offset-2 hover:no-underline print:hidden"
  >
    ← {hostTexts.invitations.questionsPage.back}
  </Link>
);
