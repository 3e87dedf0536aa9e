import { getErrorMessage } from '@celebra/api-client';
import {
  hostTexts,
  type RequestEmailChangeBody,
  requestEmailChangeBodySchema,
} from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { alertFailure } from '@celebra/shell';
import {
  alertSuccess,
  Button,
  EmailField,
  PasswordField,
  fieldBinder,
  inBackground,
  useErrorAlert,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { TitledSection } from '../../../components/titled-section';
import { useSession } from '../../../lib/auth/use-session';
import { emailChangeQueryOptions } from '../api/email-change-query';
import { useRequestEmailChange } from '../api/use-account-changes';
import { showFieldErrors } from '../lib/show-field-errors';

const t = hostTexts.screens.account;

const empty: RequestEmailChangeBody = { email: '', currentPassword: '' };

/**
 * 'E-mail': the address in use, the change waiting for its link (if any), and the form asking
 * for a new one (the current password required); the link goes to the new address.
 */
export const AccountEmailForm = () => {
  const { user } = useSession();
  const pending = useQuery(emailChangeQueryOptions());
  useErrorAlert(
    pending.error,
    hostTexts.hostErrors.emailChangeLoad,
    getErrorMessage,
  );
  const request = useRequestEmailChange();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(requestEmailChangeBodySchema),
    defaultValues: empty,
  });
  const field = fieldBinder(register, errors);
  const waiting = pending.data?.pending;

  const onValid = (body: RequestEmailChangeBody) =>
    request.mutate(body, {
      onSuccess: (answer) => {
        reset(empty);
        void alertSuccess(answer.message);
      },
      onError: (error) => {
        if (!showFieldErrors(error, setError, ['email', 'currentPassword']))
          alertFailure(hostTexts.hostErrors.emailChangeRequest)(error);
      },
    });

  return (
    <TitledSection id="account-email" title={t.emailTitle}>
      <p className="text-sm">
        <span className="text-muted">{`${t.currentEmail}: `}</span>
        <span className="font-medium break-all text-ink">{user.email}</span>
      </p>
      {waiting && (
        <p
          role="status"
          className="rounded-lg bg-brand-soft p-3 text-sm break-words text-ink"
        >
          {t.pendingEmail(waiting.email, formatDateTime(waiting.expiresAt))}
        </p>
      )}
      <p className="text-muted">{t.emailIntro}</p>
      <form
        noValidate
        onSubmit={inBackground(handleSubmit(onValid))}
        className="flex max-w-xl flex-col gap-4"
      >
        <EmailField label={t.newEmail} autoComplete="off" {...field('email')} />
        <PasswordField
          label={t.currentPassword}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <div>
          <Button type="submit" loading={request.isPending}>
            {t.sendEmailLink}
          </Button>
        </div>
      </form>
    </TitledSection>
  );
};
