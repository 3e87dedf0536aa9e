import { getErrorMessage, isApiError } from '@celebra/api-client';
import { Button, Field, fieldBinder, inBackground } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useOpenSession, useRequestCode } from '../api/guest-data-api';
import { type CodeForm, codeFormSchema } from '../lib/guest-data-forms';
import { privacyTexts as t } from '../privacy-texts';
import { FormAlert, Panel } from './privacy-layout';

export type GuestDataSession = { token: string; expiresAt: string };

/** Second step: the code from the e-mail opens the data; a new code, or another e-mail. */
export const CodeStep = ({
  email,
  onOpened,
  onOtherEmail,
}: {
  email: string;
  onOpened: (session: GuestDataSession) => void;
  onOtherEmail: () => void;
}) => {
  const open = useOpenSession();
  const again = useRequestCode();
  const [sentAgain, setSentAgain] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CodeForm>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const field = fieldBinder(register, errors);
  const onSubmit = handleSubmit(({ code }) =>
    open.mutate(
      { email, code },
      {
        onSuccess: ({ token, expiresAt }) => onOpened({ token, expiresAt }),
        onError: (error) => {
          const message = isApiError(error)
            ? error.fieldErrors?.code?.[0]
            : undefined;
          if (message) setError('code', { message }, { shouldFocus: true });
        },
      },
    ),
  );
  const failure =
    open.isError && !errors.code
      ? getErrorMessage(open.error, t.sendFailed)
      : again.isError
        ? getErrorMessage(again.error, t.sendFailed)
        : null;
  return (
    <Panel title={t.codeTitle} headingId="code-step">
      <p>{t.codeHelp(email)}</p>
      <form
        noValidate
        onSubmit={inBackground(onSubmit)}
        className="flex flex-col gap-3"
      >
        <Field
          label={t.code}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...field('code')}
        />
        <FormAlert message={failure} />
        {sentAgain && !again.isError && <p role="status">{t.codeSentAgain}</p>}
        <Button type="submit" fullWidth loading={open.isPending}>
          {t.openData}
        </Button>
      </form>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          className="sm:flex-1"
          loading={again.isPending}
          onClick={() =>
            again.mutate(email, { onSuccess: () => setSentAgain(true) })
          }
        >
          {t.sendAgain}
        </Button>
        <Button variant="ghost" className="sm:flex-1" onClick={onOtherEmail}>
          {t.otherEmail}
        </Button>
      </div>
    </Panel>
  );
};
