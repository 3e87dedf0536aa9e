import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../class-names';
import { controlClasses, FieldFrame, useFieldA11y } from './field-frame';

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
};

/** A labelled textarea with the same error and hint wiring as Field. */
export const TextAreaField = ({
  label,
  error,
  hint,
  containerClassName,
  className,
  id,
  rows = 4,
  'aria-describedby': describedBy,
  ...props
}: TextAreaFieldProps) => {
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
      <textarea
        {...props}
        {...controlProps}
        rows={rows}
        className={cx(controlClasses, 'resize-y', className)}
      />
    </FieldFrame>
  );
};
