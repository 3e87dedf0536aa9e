import { adminPasswordReset } from '@celebra/api-client';
import { ResetPasswordScreen } from '@celebra/ui';
import { paths } from '../../../config/paths';

/** /reset-password?token=…: where the reset e-mail's link lands. */
export const ResetPasswordPage = () => (
  <ResetPasswordScreen
    validate={adminPasswordReset.validate}
    confirm={adminPasswordReset.confirm}
    loginPath={paths.login}
    forgotPath={paths.forgotPassword}
  />
);
