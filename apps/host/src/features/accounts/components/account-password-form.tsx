import {
  type ChangePasswordBody,
  changePasswordBodySchema,
  hostTexts,
} from '@celebra/contracts';
import { alertFailure } from '@celebra/shell';
import {
  alertSuccess,
  Button,
  PasswordField,
  fieldBinder,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TitledSection } from '../../../components/titled-section';
import { useChangePassword } from '../api/use-account-changes';
import { showFieldErrors } from '../lib/show-field-errors';

const t = hostTexts.screens.account;

const empty: ChangePasswordBody = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
};

/**
 * 'Senha': the current password, then the new one twice (the registration's rules); the other
 * devices are signed out, this one stays.
 */
export const AccountPasswordForm = () => {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: empty,
  });
  const field = fieldBinder(register, errors);

  const onValid = (body: ChangePasswordBody) =>
    change.mutate(body, {
      onSuccess: (answer) => {
        reset(empty);
        void alertSuccess(answer.message);
      },
      onError: (error) => {
        if (
          !showFieldErrors(error, setError, [
            'currentPassword',
            'password',
            'confirmPassword',
          ])
        )
          alertFailure(hostTexts.hostErrors.passwordChange)(error);
      },
    });

  return (
    <TitledSection id="account-password" title={t.passwordTitle}>
      <p className="text-muted">{t.passwordIntro}</p>
      <form
        noValidate
        onSubmit={inBackground(handleSubmit(onValid))}
        className="flex max-w-xl flex-col gap-4"
      >
        <PasswordField
          label={t.currentPassword}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          hint={t.newPasswordHint}
          {...field('password')}
        />
        <PasswordField
          label={t.confirmNewPassword}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <div>
          <Button type="submit" loading={change.isPending}>
            {t.changePassword}
          </Button>
        </div>
      </form>
    </TitledSection>
  );
};
