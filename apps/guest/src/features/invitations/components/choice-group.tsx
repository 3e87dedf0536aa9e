import { cx } from '@celebra/ui';
import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { invitationGuestTexts as t } from '@celebra/contracts';

export type ChoiceGroupProps = {
  legend: ReactNode;
  type: 'radio' | 'checkbox';
  options: Array<{ value: string; label: string }>;
  field: UseFormRegisterReturn;
  required?: boolean;
  error?: string;
  /** Options side by side (two large buttons) instead of a list. */
  columns?: boolean;
};

/** A group of radio buttons or checkboxes under a legend, with its error announced. */
export const ChoiceGroup = ({
  legend,
  type,
  options,
  field,
  required = false,
  error,
  columns = false,
}: ChoiceGroupProps) => {
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 font-semibold text-ink">
        {legend}
        {required && (
          <>
            <span aria-hidden="true" className="text-danger">
              {' *'}
            </span>
            <span className="sr-only"> {t.required}</span>
          </>
        )}
      </legend>
      <div
        className={cx('grid gap-2', columns ? 'grid-cols-2' : 'grid-cols-1')}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-field-border bg-surface px-3 py-2 text-ink',
              'has-[:checked]:border-brand-dark has-[:checked]:bg-brand-soft has-[:checked]:text-brand-darker',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-dark',
              columns && 'justify-center font-semibold',
            )}
          >
            <input
              type={type}
              value={option.value}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-brand-dark"
              {...field}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
};
