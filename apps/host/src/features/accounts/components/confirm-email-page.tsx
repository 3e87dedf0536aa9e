import { getErrorMessage, isApiError } from '@celebra/api-client';
import {
  hostTexts,
  messages,
  PASSWORD_RESET_TOKEN_PATTERN,
} from '@celebra/contracts';
import { AuthCard, Button, buttonClasses } from '@celebra/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { sessionKeys } from '../../../lib/auth/current-user-query';
import { useConfirmEmailChange } from '../api/use-account-changes';

const t = hostTexts.screens.account;

/**
 * /confirm-email?token=…: where the link mailed to a new address lands. 'Confirmar novo e-mail'
 * uses it (once): the account's e-mail becomes the new one. Opens signed in or not.
 */
export const ConfirmEmailPage = () => {
  const token = useSearchParams()[0].get('token') ?? '';
  const signedIn = useQueryClient().getQueryData(sessionKeys.all) !== undefined;
  const confirm = useConfirmEmailChange();
  const wellFormed = PASSWORD_RESET_TOKEN_PATTERN.test(token);
  const next = signedIn
    ? { to: paths.account, label: t.goToAccount }
    : { to: paths.login, label: t.goToLogin };
  const nextLink = (
    <Link
      to={next.to}
      className={buttonClasses({ variant: 'primary', fullWidth: true })}
    >
      {next.label}
    </Link>
  );

  if (confirm.isSuccess)
    return (
      <AuthCard title={t.confirmEmailTitle}>
        <div className="flex flex-col gap-4 text-center">
          <p role="status" className="font-semibold break-words text-ink">
            {confirm.data.message}
          </p>
          {nextLink}
        </div>
      </AuthCard>
    );

  const failure = !wellFormed
    ? messages.emailChange.invalidLink
    : confirm.error
      ? getErrorMessage(confirm.error, hostTexts.hostErrors.emailChangeConfirm)
      : undefined;
  const final =
    !wellFormed || (isApiError(confirm.error) && confirm.error.status < 500);

  return (
    <AuthCard
      title={t.confirmEmailTitle}
      intro={final ? undefined : t.confirmEmailIntro}
    >
      <div className="flex flex-col gap-4 text-center">
        {failure && (
          <p role="alert" className="text-ink">
            {failure}
          </p>
        )}
        {final ? (
          nextLink
        ) : (
          <Button
            fullWidth
            loading={confirm.isPending}
            onClick={() => confirm.mutate({ token })}
          >
            {t.confirmEmail}
          </Button>
        )}
      </div>
    </AuthCard>
  );
};
