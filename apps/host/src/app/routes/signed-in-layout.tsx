import { AppLayout } from '../../components/layout/app-layout';
import { ClosureBanner } from '../../features/privacy/components/closure-banner';
import { useLogout } from '../../lib/auth/use-logout';
import { useSession } from '../../lib/auth/use-session';
import { CurrentEventProvider } from '../../lib/current-event/current-event-provider';
import { StepUpProvider } from '../../lib/step-up/step-up-provider';

export const SignedInLayout = () => {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <CurrentEventProvider>
      <StepUpProvider>
        <AppLayout
          userName={`${user.first_name} ${user.last_name}`}
          onLogout={() => logout.mutate()}
          loggingOut={logout.isPending}
          banner={<ClosureBanner />}
        />
      </StepUpProvider>
    </CurrentEventProvider>
  );
};
