import { cx, FieldError, FieldLabel } from '@celebra/ui';
import type { Ref } from 'react';
import { useId } from 'react';
import {
  decreaseQuantity,
  increaseQuantity,
  normalizeQuantityInput,
} from '../lib/quantity-input';

export type QuantityStepperProps = {
  label: string;
  /** The text shown: an integer, possibly negative (then flagged), or '-' while typing. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

const stepButtonClasses =
  'flex size-10 shrink-0 items-center justify-center rounded-lg border border-field-border bg-surface ' +
  'text-lg font-semibold text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-dark';

/** An integer field with − and + buttons; the minus button stops at 0. */
export const QuantityStepper = ({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  inputRef,
}: QuantityStepperProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} />
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={`Diminuir ${label.toLowerCase()}`}
          className={stepButtonClasses}
          onClick={() => onChange(decreaseQuantity(value))}
        >
          −
        </button>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) =>
            onChange(normalizeQuantityInput(event.target.value))
          }
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(
            'w-24 rounded-lg border border-field-border bg-surface px-3 py-2 text-center text-ink',
            'focus:border-brand-dark focus:outline-2 focus:outline-brand-dark',
            'aria-invalid:border-danger aria-invalid:focus:outline-danger',
          )}
        />
        <button
          type="button"
          aria-label={`Aumentar ${label.toLowerCase()}`}
          className={stepButtonClasses}
          onClick={() => onChange(increaseQuantity(value))}
        >
          +
        </button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
};
