import { getErrorMessage } from '@celebra/api-client';
import {
  hostTexts,
  messages,
  type RsvpSettings,
  type RsvpSettingsBody,
  rsvpSettingsBodySchema,
} from '@celebra/contracts';
import { alertFailure } from '@celebra/shell';
import {
  alertSuccess,
  alertWarning,
  Button,
  Card,
  Field,
  fieldBinder,
  inBackground,
  InlineLoading,
  TextAreaField,
  useErrorAlert,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  Controller,
  type FieldErrors,
  useForm,
  useWatch,
} from 'react-hook-form';
import { SettingSwitch } from '../../../components/setting-switch';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { buildSiteUrl } from '../../../lib/site-url';
import { rsvpSettingsQueryOptions } from '../api/invitations-queries';
import { useSaveRsvpSettings } from '../api/use-rsvp-mutations';
import { invitationText, personalLink } from '../lib/invitation-links';
import { BackToInvitations } from './back-to-invitations';

const t = hostTexts.invitations.settingsPage;

const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined
    ? undefined
    : Number(value);

const formValues = (settings: RsvpSettings): RsvpSettingsBody => ({
  deadline: settings.deadline,
  remindersEnabled: settings.remindersEnabled,
  reminderDays: settings.reminderDays,
  openAnswers: settings.openAnswers,
  invitationMessage: settings.invitationMessage,
});

const SettingsForm = ({ settings }: { settings: RsvpSettings }) => {
  const { event } = useCurrentEvent();
  const save = useSaveRsvpSettings(event.id);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(rsvpSettingsBodySchema),
    defaultValues: formValues(settings),
  });
  const field = fieldBinder(register, errors);
  const remindersEnabled = useWatch({ control, name: 'remindersEnabled' });
  const template = useWatch({ control, name: 'invitationMessage' }) ?? '';
  const preview = invitationText(
    template,
    { name: t.previewName },
    event.title,
    personalLink(
      buildSiteUrl(window.location, event.slug),
      'AbCdEfGhIjKlMnOpQrStUv',
    ),
  );

  const onValid = (body: RsvpSettingsBody) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        reset(formValues(saved));
        void alertSuccess(t.saved);
      },
      onError: alertFailure(t.failed),
    });
  const onInvalid = (problems: FieldErrors<RsvpSettingsBody>) =>
    void alertWarning(
      problems.deadline?.message ??
        problems.reminderDays?.message ??
        problems.invitationMessage?.message ??
        hostTexts.validation.checkFields,
      messages.titles.attention,
    );

  return (
    <form
      noValidate
      onSubmit={inBackground(handleSubmit(onValid, onInvalid))}
      className="flex flex-col gap-4"
    >
      <Field
        label={t.deadline}
        type="date"
        hint={t.deadlineHint}
        {...field('deadline', {
          setValueAs: (value: unknown) =>
            value === '' || value === null ? null : value,
        })}
      />
      <div className="flex flex-col divide-y divide-line">
        <Controller
          control={control}
          name="remindersEnabled"
          render={({ field: control }) => (
            <SettingSwitch
              label={t.reminders}
              description={t.remindersDescription}
              checked={control.value}
              onChange={control.onChange}
            />
          )}
        />
        {remindersEnabled && (
          <div className="pb-3">
            <Field
              label={t.reminderDays}
              type="number"
              min={1}
              max={60}
              className="max-w-32"
              {...field('reminderDays', { setValueAs: toNumber })}
            />
          </div>
        )}
        <Controller
          control={control}
          name="openAnswers"
          render={({ field: control }) => (
            <SettingSwitch
              label={t.openAnswers}
              description={t.openAnswersDescription}
              checked={control.value}
              onChange={control.onChange}
            />
          )}
        />
      </div>
      <TextAreaField
        label={t.template}
        hint={t.templateHint}
        rows={4}
        {...field('invitationMessage')}
      />
      <Button
        size="sm"
        variant="ghost"
        className="self-start"
        onClick={() =>
          setValue('invitationMessage', settings.defaultInvitationMessage, {
            shouldDirty: true,
          })
        }
      >
        {t.restore}
      </Button>
      <figure aria-label={t.preview} className="rounded-lg bg-canvas px-3 py-2">
        <figcaption className="text-xs font-semibold text-muted">
          {t.preview}
        </figcaption>
        <p className="break-words whitespace-pre-line text-ink">{preview}</p>
      </figure>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
};

/** /confirmations/settings 'Configurações da confirmação'. */
export const RsvpSettingsPage = () => {
  const { event } = useCurrentEvent();
  const settings = useQuery(rsvpSettingsQueryOptions(event.id));
  useErrorAlert(settings.error, t.loadFailed, getErrorMessage);
  return (
    <div className="flex flex-col gap-4">
      <BackToInvitations />
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      <Card>
        {settings.data ? (
          <SettingsForm settings={settings.data} />
        ) : (
          <InlineLoading showLabel />
        )}
      </Card>
    </div>
  );
};
