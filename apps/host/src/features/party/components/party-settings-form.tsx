import { alertFailure } from '@celebra/shell';
import {
  hostTexts,
  messages,
  type PartySettings,
  type PartySettingsBody,
  partySettingsBodySchema,
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
import { SettingSwitch } from '../../../components/setting-switch';
import { useSavePartySettings } from '../api/use-party-mutations';
import { newWallKey } from '../lib/wall-key';

const t = hostTexts.party;

export type PartySettingsFormProps = {
  eventId: number;
  settings: PartySettings;
  /** False for a role that may only view: the settings are shown, not changeable. */
  canChange: boolean;
};

/**
 * 'Receber fotos dos convidados', 'Aprovar antes de exibir' and the wall ('Telão') with its key:
 * turning the wall on offers a new random key, which may be edited or generated again; all are
 * saved together by 'Salvar'.
 */
export const PartySettingsForm = ({
  eventId,
  settings,
  canChange,
}: PartySettingsFormProps) => {
  const save = useSavePartySettings(eventId);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(partySettingsBodySchema),
    defaultValues: settings,
  });
  const wallKey = useWatch({ control, name: 'wallKey' });

  const onValid = (body: PartySettingsBody) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        reset(saved.settings);
        void alertSuccess(hostTexts.server.partySettingsSaved);
      },
      onError: alertFailure(t.saveFailed),
    });
  const onInvalid = (problems: FieldErrors<PartySettingsBody>) => {
    void alertWarning(
      problems.wallKey?.message ?? hostTexts.validation.checkFields,
      messages.titles.attention,
    );
  };

  return (
    <form
      noValidate
      onSubmit={inBackground(handleSubmit(onValid, onInvalid))}
      className="flex flex-col"
    >
      <div className="flex flex-col divide-y divide-line">
        <Controller
          control={control}
          name="uploadsEnabled"
          render={({ field }) => (
            <SettingSwitch
              label={t.uploadsLabel}
              description={t.uploadsDescription}
              checked={field.value}
              onChange={field.onChange}
              disabled={!canChange}
            />
          )}
        />
        <Controller
          control={control}
          name="needsApproval"
          render={({ field }) => (
            <SettingSwitch
              label={t.approvalLabel}
              description={t.approvalDescription}
              checked={field.value}
              onChange={field.onChange}
              disabled={!canChange}
            />
          )}
        />
        <div>
          <SettingSwitch
            label={t.wallLabel}
            description={t.wallDescription}
            checked={wallKey !== null}
            onChange={(on) =>
              setValue(
                'wallKey',
                on ? (settings.wallKey ?? newWallKey()) : null,
                {
                  shouldDirty: true,
                },
              )
            }
            disabled={!canChange}
          />
          {wallKey !== null && canChange && (
            <div className="flex flex-col gap-2 pb-3 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <Field
                  label={t.wallKeyLabel}
                  autoComplete="off"
                  spellCheck={false}
                  hint={t.wallKeyHint}
                  error={errors.wallKey?.message}
                  {...register('wallKey')}
                />
              </div>
              <Button
                variant="secondary"
                size="sm"
                className="sm:mt-7"
                onClick={() =>
                  setValue('wallKey', newWallKey(), {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              >
                {t.newWallKey}
              </Button>
            </div>
          )}
        </div>
      </div>
      {canChange && (
        <div className="flex justify-end pt-3">
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
        </div>
      )}
    </form>
  );
};
