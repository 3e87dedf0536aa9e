import { getErrorMessage, type SitePasswordGate } from '@celebra/api-client';
import { guestSiteTexts, messages } from '@celebra/contracts';
import { Button, Field, fieldBinder, inBackground } from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { LockIcon } from '../../../components/icons';
import { guestLimits } from '../../../config/limits';
import { guestTexts as t } from '../../../config/texts';
import { requiredText } from '../../../lib/guest-form-fields';
import { useEventTheme } from '../../../lib/use-event-theme';
import { useThemeStylesheet } from '../../../lib/use-theme-stylesheet';
import { useUnlockSite } from '../api/unlock-site';

export type PasswordGateProps = {
  slug: string;
  /** Title, colour and theme the api sends with the 401, so the gate wears the event's look. */
  event: SitePasswordGate;
  onUnlocked: () => void;
};

const schema = z.object({
  password: requiredText(
    messages.validation.required,
    guestLimits.sitePasswordMaxLength,
  ),
});

type PasswordForm = z.infer<typeof schema>;

/** 'Este site é protegido por senha.': the password opens the event for this tab. */
export const PasswordGate = ({
  slug,
  event,
  onUnlocked,
}: PasswordGateProps) => {
  useEventTheme(event.color, event.theme);
  useThemeStylesheet(event.theme);
  const unlock = useUnlockSite(slug);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });
  const field = fieldBinder(register, errors);

  const onSubmit = handleSubmit((values) =>
    unlock.mutate(values, {
      onSuccess: onUnlocked,
      onError: (error) =>
        setError(
          'password',
          {
            message: getErrorMessage(
              error,
              guestSiteTexts.server.sitePasswordWrong,
            ),
          },
          { shouldFocus: true },
        ),
    }),
  );

  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-4 py-10 text-ink">
      <div className="w-full max-w-sm rounded-card bg-surface p-6 text-center shadow-md">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-dark text-white">
          <LockIcon />
        </span>
        <h1 className="mt-4 text-2xl font-bold break-words text-brand-dark">
          {event.title}
        </h1>
        <p className="mt-2 text-muted">
          {messages.server.sitePasswordRequired}
        </p>
        <form
          noValidate
          onSubmit={inBackground(onSubmit)}
          className="mt-6 flex flex-col gap-4 text-left"
        >
          <Field
            label={t.passwordLabel}
            type="password"
            autoComplete="current-password"
            required
            {...field('password')}
          />
          <Button type="submit" fullWidth loading={unlock.isPending}>
            {t.unlock}
          </Button>
        </form>
      </div>
    </main>
  );
};
