import { ForgotPasswordScreen } from '@celebra/ui';
import { paths } from '../../../config/paths';
import { requestPasswordReset } from '../api/password-reset-calls';

/** /forgot-password: the 'Esqueci minha senha' form. */
export const ForgotPasswordPage = () => (
  <ForgotPasswordScreen
    request={requestPasswordReset}
    loginPath={paths.login}
  />
);
