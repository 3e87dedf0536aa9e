import { userPasswordReset } from '@celebra/api-client';
import { ForgotPasswordScreen } from '@celebra/ui';
import { paths } from '../../../config/paths';

/** /forgot-password: the 'Esqueci minha senha' form. */
export const ForgotPasswordPage = () => (
  <ForgotPasswordScreen
    request={userPasswordReset.request}
    loginPath={paths.login}
  />
);
