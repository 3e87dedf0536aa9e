import { cx } from '@celebra/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formTexts as t } from '../../../config/form-texts';
import type { AttendanceChoice as Choice } from '../lib/attendance-form-schema';

const options: { value: Choice; label: string }[] = [
  { value: 'yes', label: t.formAttendingYes },
  { value: 'no', label: t.formAttendingNo },
];

export type AttendanceChoiceProps = {
  field: UseFormRegisterReturn<'attending'>;
  value: Choice;
};

/** 'Você vai?': 'Vou' or 'Não poderei ir', two large radio buttons side by side. */
export const AttendanceChoice = ({ field, value }: AttendanceChoiceProps) => (
  <fieldset className="flex flex-col gap-1">
    <legend className="mb-1 text-sm font-medium text-ink">
      {t.formAttending}
    </legend>
    <div className="grid grid-cols-2 gap-2">
      {options.map((option) => (
        <label
          key={option.value}
          className={cx(
            'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-center text-sm font-semibold',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-dark',
            value === option.value
              ? 'border-brand-dark bg-brand-soft text-brand-darker'
              : 'border-field-border bg-surface text-ink',
          )}
        >
          <input
            type="radio"
            value={option.value}
            className="size-4 accent-brand-dark"
            {...field}
          />
          {option.label}
        </label>
      ))}
    </div>
  </fieldset>
);
