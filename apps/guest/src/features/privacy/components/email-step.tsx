import { getErrorMessage } from '@celebra/api-client';
import { Button, EmailField, fieldBinder, inBackground } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useRequestCode } from '../api/guest-data-api';
import { type EmailForm, emailFormSchema } from '../lib/guest-data-forms';
import { privacyTexts as t } from '../privacy-texts';
import { FormAlert, Panel } from './privacy-layout';

/** First step: the e-mail a code is sent to. */
export const EmailStep = ({ onSent }: { onSent: (email: string) => void }) => {
  const request = useRequestCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailForm>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
  });
  const field = fieldBinder(register, errors);
  const onSubmit = handleSubmit(({ email }) =>
    request.mutate(email, { onSuccess: () => onSent(email) }),
  );
  return (
    <Panel title={t.emailTitle} headingId="email-step">
      <p>{t.emailHelp}</p>
      <form
        noValidate
        onSubmit={inBackground(onSubmit)}
        className="flex flex-col gap-3"
      >
        <EmailField label={t.email} required {...field('email')} />
        <FormAlert
          message={
            request.isError
              ? getErrorMessage(request.error, t.sendFailed)
              : null
          }
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          {t.sendCode}
        </Button>
      </form>
    </Panel>
  );
};
