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

export type FieldErrorProps = { id: string; error?: string };

/** A control's validation message, announced; nothing when there is none. */
export const FieldError = ({ id, error }: FieldErrorProps) =>
  error ? (
    <p id={id} role="alert" className="text-sm text-danger">
      {error}
    </p>
  ) : null;

export type FieldLabelProps = {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
};

/** A control's label; a required one gets a red asterisk that screen readers skip. */
export const FieldLabel = ({ htmlFor, label, required }: FieldLabelProps) => (
  <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
    {label}
    {required && (
      <span aria-hidden="true" className="text-danger">
        {' *'}
      </span>
    )}
  </label>
);

export type FieldNotesProps = {
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: string;
};

/** The hint and the error below a control, under the ids its aria-describedby names. */
export const FieldNotes = ({
  hintId,
  errorId,
  hint,
  error,
}: FieldNotesProps) => (
  <>
    {hint && (
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
    )}
    <FieldError id={errorId} error={error} />
  </>
);

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
    <FieldLabel htmlFor={controlId} label={label} required={required} />
    {children}
    <FieldNotes hintId={hintId} errorId={errorId} hint={hint} error={error} />
  </div>
);

/** What every labelled control takes besides its own element's props. */
export type LabelledFieldProps = {
  label: ReactNode;
  /** Validation message: shown below the control, announced, and marks the control invalid. */
  error?: string;
  hint?: ReactNode;
  /** Classes of the wrapper; `className` styles the control. */
  containerClassName?: string;
  id?: string;
  'aria-describedby'?: string;
  required?: boolean;
};

/** The control's own props with its id and ARIA wiring. */
export type LabelledControlProps<P extends LabelledFieldProps> = Omit<
  P,
  'label' | 'error' | 'hint' | 'containerClassName'
> &
  ReturnType<typeof useFieldA11y>['controlProps'];

/**
 * One control in its frame: label above, hint and error below, all bound by ids. `render`
 * draws the control (input, textarea, select) from its props, the ARIA wiring included.
 */
export const LabelledControl = <P extends LabelledFieldProps>({
  field,
  render,
}: {
  field: P;
  render: (control: LabelledControlProps<P>) => ReactNode;
}) => {
  const { label, error, hint, containerClassName, ...control } = field;
  const { controlProps, ...frame } = useFieldA11y(field);
  return (
    <FieldFrame
      {...frame}
      label={label}
      hint={hint}
      error={error}
      required={field.required}
      className={containerClassName}
    >
      {render({ ...control, ...controlProps })}
    </FieldFrame>
  );
};
