import { ResetPasswordScreen } from '@celebra/ui';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { confirmPasswordReset } from '../api/password-reset-calls';

/** /reset-password?token=…: where the reset e-mail's link lands. */
export const ResetPasswordPage = () => {
  const [searchParams] = useSearchParams();
  return (
    <ResetPasswordScreen
      token={searchParams.get('token')}
      confirm={confirmPasswordReset}
      loginPath={paths.login}
      forgotPath={paths.forgotPassword}
    />
  );
};
