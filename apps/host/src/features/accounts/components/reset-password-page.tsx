import { userPasswordReset } from '@celebra/api-client';
import { ResetPasswordScreen } from '@celebra/ui';
import { paths } from '../../../config/paths';

/** /reset-password?token=…: where the reset e-mail's link lands. */
export const ResetPasswordPage = () => (
  <ResetPasswordScreen
    validate={userPasswordReset.validate}
    confirm={userPasswordReset.confirm}
    loginPath={paths.login}
    forgotPath={paths.forgotPassword}
  />
);
