import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../class-names';
import { controlClasses, FieldFrame, useFieldA11y } from './field-frame';

export type FieldProps = ComponentPropsWithRef<'input'> & {
  label: ReactNode;
  /** Validation message: shown below the input, announced, and marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  /** Classes of the wrapper; `className` styles the input. */
  containerClassName?: string;
};

/** A labelled input; spread react-hook-form's `register(name)` into it (ref included). */
export const Field = ({
  label,
  error,
  hint,
  containerClassName,
  className,
  id,
  'aria-describedby': describedBy,
  ...props
}: FieldProps) => {
  const { controlProps, ...frame } = useFieldA11y({
    id,
    error,
    hint,
    'aria-describedby': describedBy,
  });
  return (
    <FieldFrame
      {...frame}
      label={label}
      hint={hint}
      error={error}
      required={props.required}
      className={containerClassName}
    >
      <input
        {...props}
        {...controlProps}
        className={cx(controlClasses, className)}
      />
    </FieldFrame>
  );
};
