import { useQuery } from '@tanstack/react-query';
import { alertFailure } from '@celebra/shell';
import {
  type EventSettings,
  type EventSettingsBody,
  eventSettingsBodySchema,
  hostTexts,
  messages,
} from '@celebra/contracts';
import {
  alertSuccess,
  alertWarning,
  Button,
  Field,
  inBackground,
} from '@celebra/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  type FieldErrors,
  useForm,
  useWatch,
} from 'react-hook-form';
import { buildSiteUrl } from '../../../lib/site-url';
import { pickSwitches, useSaveSwitches } from '../api/use-save-switches';
import { useUpdateSettings } from '../api/use-update-settings';
import { moneyTermsQueryOptions } from '../../../lib/money-terms/money-terms-query';
import { FeeChoice } from './fee-choice';
import { PasswordSection } from './password-section';
import { SiteSwitches } from './site-switches';
import { TitledSection } from '../../../components/titled-section';

export type SettingsFormProps = {
  eventId: number;
  settings: EventSettings;
  /** null while unknown. */
  passwordService: boolean | null;
};

const firstProblem = (errors: FieldErrors<EventSettingsBody>): string =>
  errors.slug?.message ??
  errors.password?.message ??
  hostTexts.validation.checkFields;

/**
 * 'Configurações': the switches save at once; the link, the password and the fee choice are
 * saved by 'Salvar configurações'. Problems are shown in an 'Atenção!' alert.
 */
export const SettingsForm = ({
  eventId,
  settings,
  passwordService,
}: SettingsFormProps) => {
  const update = useUpdateSettings(eventId);
  const switches = useSaveSwitches(eventId, settings);
  const moneyTerms = useQuery(moneyTermsQueryOptions(eventId));
  const form = useForm({
    resolver: zodResolver(eventSettingsBodySchema),
    defaultValues: {
      ...pickSwitches(settings),
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
    // The switches are saved on their own; this save keeps them as they are now.
    update.mutate(
      { ...body, ...switches.values },
      {
        onSuccess: () => {
          resetField('password');
          resetField('removePassword');
          void alertSuccess(hostTexts.success.settingsSaved);
        },
        onError: alertFailure(hostTexts.hostErrors.settingsSave),
      },
    );
  };
  // Not awaited: react-hook-form shows the field messages only once this handler returns.
  const onInvalid = (problems: FieldErrors<EventSettingsBody>) => {
    void alertWarning(firstProblem(problems), messages.titles.attention);
  };

  return (
    <form
      noValidate
      onSubmit={inBackground(handleSubmit(onValid, onInvalid))}
      className="flex flex-col gap-6"
    >
      <SiteSwitches
        values={switches.values}
        state={switches.state}
        onFlip={switches.flip}
      />
      <TitledSection
        id="site-link"
        title="Link do site"
        className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm sm:p-6"
      >
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
      </TitledSection>
      <PasswordSection
        form={form}
        hasPassword={settings.hasPassword}
        passwordService={passwordService}
      />
      <Controller
        control={control}
        name="guestPaysFee"
        render={({ field }) => (
          <FeeChoice
            value={field.value ?? false}
            onChange={field.onChange}
            terms={moneyTerms.data}
          />
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
