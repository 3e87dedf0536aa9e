import { type ReactNode, useId } from 'react';
import { cx } from '../class-names';

export type FieldA11yInput = {
  id?: string;
  error?: string;
  hint?: ReactNode;
  'aria-describedby'?: string;
};

/** Ids and ARIA attributes that bind a control to its label, hint and error. */
export const useFieldA11y = ({
  id,
  error,
  hint,
  'aria-describedby': describedBy,
}: FieldA11yInput) => {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds = cx(
    hint ? hintId : undefined,
    error ? errorId : undefined,
    describedBy,
  );
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedByIds || undefined,
    },
  };
};

export const controlClasses =
  'w-full rounded-lg border border-field-border bg-surface px-3 py-2 text-ink ' +
  'placeholder:text-muted focus:border-brand-dark focus:outline-2 focus:outline-offset-0 focus:outline-brand-dark ' +
  'aria-invalid:border-danger aria-invalid:focus:outline-danger disabled:cursor-not-allowed disabled:bg-canvas disabled:text-muted';

export type FieldFrameProps = {
  controlId: string;
  hintId: string;
  errorId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label above the control, hint and error text below it. */
export const FieldFrame = ({
  controlId,
  hintId,
  errorId,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldFrameProps) => (
  <div className={cx('flex flex-col gap-1', className)}>
    <label htmlFor={controlId} className="text-sm font-medium text-ink">
      {label}
      {required && (
        <span aria-hidden="true" className="text-danger">
          {' *'}
        </span>
      )}
    </label>
    {children}
    {hint && (
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
    )}
    {error && (
      <p id={errorId} role="alert" className="text-sm text-danger">
        {error}
      </p>
    )}
  </div>
);
