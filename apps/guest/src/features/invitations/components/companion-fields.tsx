import { invitationGuestTexts as t } from '@celebra/contracts';
import { Button, Field } from '@celebra/ui';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { guestLimits } from '../../../config/limits';
import type { AnswerFormValues } from '../lib/answer-form';

export type CompanionFieldsProps = {
  max: number;
  control: Control<AnswerFormValues>;
  register: UseFormRegister<AnswerFormValues>;
  errors: FieldErrors<AnswerFormValues>;
};

/** 'Acompanhantes': one name field per companion ('Acompanhante 1'…), up to `max`. */
export const CompanionFields = ({
  max,
  control,
  register,
  errors,
}: CompanionFieldsProps) => {
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'companionNames',
  });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-lg font-semibold text-ink">
        {t.companionsTitle}
      </legend>
      <p className="text-muted">{t.companionsAllowed(max)}</p>
      {fields.map((companion, index) => (
        <div key={companion.id} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <Field
              label={t.companionLabel(index + 1)}
              autoComplete="off"
              required
              maxLength={guestLimits.nameMaxLength}
              error={errors.companionNames?.[index]?.name?.message}
              {...register(`companionNames.${index}.name`)}
            />
          </div>
          <Button
            variant="secondary"
            size="lg"
            aria-label={t.removeCompanion(index + 1)}
            onClick={() => remove(index)}
          >
            {t.remove}
          </Button>
        </div>
      ))}
      {errors.companionNames?.root?.message && (
        <p role="alert" className="text-sm text-danger">
          {errors.companionNames.root.message}
        </p>
      )}
      {fields.length < max && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => append({ name: '' })}
        >
          {t.addCompanion}
        </Button>
      )}
    </fieldset>
  );
};
