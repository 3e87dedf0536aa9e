import { inBackground } from '../events/in-background';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  messages,
  passwordResetRequestBodySchema,
  type PasswordResetRequestBody,
} from '@celebra/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { fieldBinder } from '../field/field-binder';
import { EmailField } from '../field/credential-fields';
import { AuthCard } from './auth-card';
import { AuthForm, BackToLogin } from './auth-form';
import type { PasswordResetResult } from './password-reset-result';

const t = messages.passwordReset;

export type ForgotPasswordScreenProps = {
  /** Asks the api for a link. */
  request: (body: PasswordResetRequestBody) => Promise<PasswordResetResult>;
  loginPath: string;
};

/** The e-mail the login screen passed along (its `typedEmail`), if any. */
const emailFrom = (state: unknown): string =>
  typeof state === 'object' &&
  state !== null &&
  'email' in state &&
  typeof state.email === 'string'
    ? state.email
    : '';

/**
 * 'Esqueci minha senha': asks for the account's e-mail and mails a reset link; opened from the
 * login screen, it starts with the e-mail typed there.
 */
export const ForgotPasswordScreen = ({
  request,
  loginPath,
}: ForgotPasswordScreenProps) => {
  const [result, setResult] = useState<PasswordResetResult>();
  const typedEmail = emailFrom(useLocation().state);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordResetRequestBodySchema),
    defaultValues: { email: typedEmail },
  });
  const field = fieldBinder(register, errors);

  const onValid = async (body: PasswordResetRequestBody) => {
    setResult(await request(body));
  };

  return (
    <AuthCard
      title={t.requestTitle}
      intro={result?.ok ? undefined : t.requestIntro}
    >
      {result?.ok ? (
        <div role="status" className="flex flex-col gap-2 text-center">
          <p className="font-semibold text-ink">{result.message}</p>
          <p className="text-sm text-muted">{t.requestedHint}</p>
        </div>
      ) : (
        <AuthForm
          onSubmit={inBackground(handleSubmit(onValid))}
          failure={result?.message}
          submitting={isSubmitting}
          submitLabel={t.requestSubmit}
        >
          <EmailField {...field('email')} />
        </AuthForm>
      )}
      <BackToLogin loginPath={loginPath} />
    </AuthCard>
  );
};
