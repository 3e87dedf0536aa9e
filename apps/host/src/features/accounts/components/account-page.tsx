import { hostTexts } from '@celebra/contracts';
import { PageHeader } from '@celebra/ui';
import { Link } from 'react-router-dom';
import { TitledSection } from '../../../components/titled-section';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/use-session';
import { AccountEmailForm } from './account-email-form';
import { AccountPasswordForm } from './account-password-form';
import { AccountProfileForm } from './account-profile-form';
import { ConnectedDevices } from './connected-devices';

/**
 * /account 'Minha conta': the signed-in account (not an event, so it opens without one): its
 * name and phone, e-mail and password, and the devices it is signed in on.
 */
export const AccountPage = () => {
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={hostTexts.screens.account.title}
        subtitle={
          <>
            {`${user.first_name} ${user.last_name} · `}
            <span className="break-all">{user.email}</span>
          </>
        }
      />
      <AccountProfileForm />
      <AccountEmailForm />
      <AccountPasswordForm />
      <ConnectedDevices />
      <TitledSection id="my-data" title={hostTexts.screens.account.myDataTitle}>
        <p>
          <Link
            to={paths.accountData}
            className="font-semibold text-brand-dark underline hover:text-brand-darker"
          >
            {hostTexts.screens.account.myDataLink}
          </Link>
        </p>
      </TitledSection>
    </div>
  );
};
