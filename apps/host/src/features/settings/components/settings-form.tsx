import { getErrorMessage } from '@celebra/api-client';
import {
  type EventSettings,
  type EventSettingsBody,
  eventSettingsBodySchema,
  messages,
} from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  alertWarning,
  Button,
  Field,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  type FieldErrors,
  useForm,
  useWatch,
} from 'react-hook-form';
import { buildSiteUrl } from '../../../lib/site-url';
import { useUpdateSettings } from '../api/use-update-settings';
import { FeeChoice } from './fee-choice';
import { PasswordSection } from './password-section';
import { SettingSwitch } from './setting-switch';

export type SettingsFormProps = {
  eventId: number;
  settings: EventSettings;
  /** null while unknown. */
  passwordService: boolean | null;
};

type Toggle =
  | 'showGiftList'
  | 'showGuestMessages'
  | 'showEventInfo'
  | 'allowGuestConfirmation';

const toggles: { name: Toggle; label: string; description: string }[] = [
  {
    name: 'showGiftList',
    label: 'Mostrar lista de presentes',
    description: 'Os convidados veem e compram os presentes da sua lista.',
  },
  {
    name: 'showGuestMessages',
    label: 'Receber recados',
    description: 'Os convidados podem deixar recados no seu site.',
  },
  {
    name: 'showEventInfo',
    label: 'Mostrar informações do evento',
    description: 'Data, horário, local ou transmissão aparecem no site.',
  },
  {
    name: 'allowGuestConfirmation',
    label: 'Permitir confirmação de presença',
    description: 'Os convidados podem confirmar presença pelo site.',
  },
];

const firstProblem = (errors: FieldErrors<EventSettingsBody>): string =>
  errors.slug?.message ??
  errors.password?.message ??
  messages.validation.checkFields;

/** 'Configurações' (spec host-guest §5 Settings): problems are shown in an 'Atenção!' alert. */
export const SettingsForm = ({
  eventId,
  settings,
  passwordService,
}: SettingsFormProps) => {
  const update = useUpdateSettings(eventId);
  const form = useForm({
    resolver: zodResolver(eventSettingsBodySchema),
    defaultValues: {
      showGiftList: settings.showGiftList,
      showGuestMessages: settings.showGuestMessages,
      showEventInfo: settings.showEventInfo,
      allowGuestConfirmation: settings.allowGuestConfirmation,
      slug: settings.slug,
      password: '',
      removePassword: false,
      guestPaysFee: settings.guestPaysFee,
    },
  });
  const {
    register,
    control,
    handleSubmit,
    resetField,
    formState: { errors },
  } = form;
  const slug = useWatch({ control, name: 'slug' });

  const onValid = (body: EventSettingsBody) => {
    update.mutate(body, {
      onSuccess: () => {
        resetField('password');
        resetField('removePassword');
        void alertSuccess(messages.success.settingsSaved);
      },
      onError: (error) =>
        void alertError(
          getErrorMessage(error, messages.hostErrors.settingsSave),
        ),
    });
  };
  // Not awaited: react-hook-form shows the field messages only once this handler returns.
  const onInvalid = (problems: FieldErrors<EventSettingsBody>) => {
    void alertWarning(firstProblem(problems), messages.titles.attention);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-6"
    >
      <section
        aria-labelledby="site-sections"
        className="rounded-card bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="site-sections" className="text-lg font-semibold text-ink">
          O que aparece no site
        </h2>
        <div className="divide-y divide-line">
          {toggles.map((toggle) => (
            <Controller
              key={toggle.name}
              control={control}
              name={toggle.name}
              render={({ field }) => (
                <SettingSwitch
                  label={toggle.label}
                  description={toggle.description}
                  checked={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
      </section>
      <section
        aria-labelledby="site-link"
        className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="site-link" className="text-lg font-semibold text-ink">
          Link do site
        </h2>
        <Field
          label="Link do evento"
          autoComplete="off"
          error={errors.slug?.message}
          hint={
            <>
              Seu site:{' '}
              <span className="font-medium break-all text-ink">
                {buildSiteUrl(window.location, slug.trim().toLowerCase())}
              </span>
            </>
          }
          {...register('slug')}
        />
      </section>
      <PasswordSection
        form={form}
        hasPassword={settings.hasPassword}
        passwordService={passwordService}
      />
      <Controller
        control={control}
        name="guestPaysFee"
        render={({ field }) => (
          <FeeChoice value={field.value ?? false} onChange={field.onChange} />
        )}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending}>
          Salvar configurações
        </Button>
      </div>
    </form>
  );
};
