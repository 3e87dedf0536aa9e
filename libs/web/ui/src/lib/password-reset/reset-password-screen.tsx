import { inBackground } from '../events/in-background';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  messages,
  newPasswordFieldsSchema,
  PASSWORD_RESET_TOKEN_PATTERN,
  type NewPasswordFields,
  type PasswordResetConfirmBody,
} from '@celebra/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '../field/field-binder';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '../button/button-classes';
import { PasswordField } from '../field/credential-fields';
import { AuthCard, authLinkClasses } from './auth-card';
import { AuthForm, BackToLogin } from './auth-form';
import { InlineLoading } from '../loading/inline-loading';
import type { PasswordResetResult } from './password-reset-result';
import { useResetLinkCheck } from './use-reset-link-check';

const t = messages.passwordReset;

export type ResetPasswordScreenProps = {
  /** Asks the api whether the link can still set a password, without using it. */
  validate: (token: string) => Promise<PasswordResetResult>;
  /** Sends the token and the new password to the api. */
  confirm: (body: PasswordResetConfirmBody) => Promise<PasswordResetResult>;
  loginPath: string;
  /** The 'Esqueci minha senha' page, to ask for another link. */
  forgotPath: string;
};

/**
 * The e-mail's link lands here (`?token=…`): a new password (registration rules), once.
 * A link without a well-formed token is refused before any call; a used, expired or unknown one
 * as soon as the page has asked the api, before any password is typed.
 */
export const ResetPasswordScreen = ({
  validate,
  confirm,
  loginPath,
  forgotPath,
}: ResetPasswordScreenProps) => {
  const token = useSearchParams()[0].get('token');
  const [result, setResult] = useState<PasswordResetResult>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newPasswordFieldsSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = fieldBinder(register, errors);

  const wellFormed = token !== null && PASSWORD_RESET_TOKEN_PATTERN.test(token);
  const check = useResetLinkCheck(wellFormed ? token : undefined, validate);
  const refusal =
    result !== undefined && !result.ok && result.linkRefused
      ? result.message
      : check.state === 'refused'
        ? check.message
        : undefined;
  const refused = !wellFormed || refusal !== undefined;

  const onValid = async (fields: NewPasswordFields) => {
    if (token) setResult(await confirm({ token, ...fields }));
  };

  if (result?.ok)
    return (
      <AuthCard title={t.resetTitle}>
        <div className="flex flex-col gap-4 text-center">
          <p role="status" className="font-semibold text-ink">
            {result.message}
          </p>
          <Link
            to={loginPath}
            className={buttonClasses({ variant: 'primary', fullWidth: true })}
          >
            {t.goToLogin}
          </Link>
        </div>
      </AuthCard>
    );

  if (refused)
    return (
      <AuthCard title={t.resetTitle}>
        <div className="flex flex-col gap-4 text-center">
          <p role="alert" className="text-ink">
            {refusal ?? t.invalidLink}
          </p>
          <Link
            to={forgotPath}
            className={buttonClasses({ variant: 'primary', fullWidth: true })}
          >
            {t.askAgain}
          </Link>
          <Link to={loginPath} className={`text-sm ${authLinkClasses}`}>
            {t.backToLogin}
          </Link>
        </div>
      </AuthCard>
    );

  if (check.state === 'checking')
    return (
      <AuthCard title={t.resetTitle}>
        <div className="flex justify-center">
          <InlineLoading label={t.checkingLink} showLabel />
        </div>
      </AuthCard>
    );

  return (
    <AuthCard title={t.resetTitle} intro={t.resetIntro}>
      <AuthForm
        onSubmit={inBackground(handleSubmit(onValid))}
        failure={result && !result.ok ? result.message : undefined}
        submitting={isSubmitting}
        submitLabel={t.resetSubmit}
      >
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          {...field('password')}
        />
        <PasswordField
          label={t.confirmNewPassword}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
      </AuthForm>
      <BackToLogin loginPath={loginPath} />
    </AuthCard>
  );
};
