import { hostTexts } from '@celebra/contracts';
import { PageHeader } from '@celebra/ui';
import { useSession } from '../../../lib/auth/use-session';
import { ConnectedDevices } from './connected-devices';

/**
 * /account 'Minha conta': the signed-in account (not an event, so it opens without one) and the
 * devices it is signed in on.
 */
export const AccountPage = () => {
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={hostTexts.screens.account.title}
        subtitle={
          <>
            {`${user.first_name} ${user.last_name} · `}
            <span className="break-all">{user.email}</span>
          </>
        }
      />
      <ConnectedDevices />
    </div>
  );
};
