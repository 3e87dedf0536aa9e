import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../class-names';
import { controlClasses, FieldFrame, useFieldA11y } from './field-frame';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Rendered before `children`. */
  options?: readonly SelectOption[];
  /** A first, empty-valued option such as 'Selecione'. */
  placeholder?: string;
  containerClassName?: string;
};

/** A labelled native select with the same error and hint wiring as Field. */
export const SelectField = ({
  label,
  error,
  hint,
  options = [],
  placeholder,
  containerClassName,
  className,
  id,
  children,
  'aria-describedby': describedBy,
  ...props
}: SelectFieldProps) => {
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
      <select
        {...props}
        {...controlProps}
        className={cx(controlClasses, className)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.disabled}
          >
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
};
