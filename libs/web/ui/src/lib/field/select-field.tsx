import type { ComponentPropsWithRef } from 'react';
import { cx } from '../class-names';
import {
  controlClasses,
  LabelledControl,
  type LabelledFieldProps,
} from './field-frame';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = ComponentPropsWithRef<'select'> &
  LabelledFieldProps & {
    /** Rendered before `children`. */
    options?: readonly SelectOption[];
    /** A first, empty-valued option such as 'Selecione'. */
    placeholder?: string;
  };

/** A labelled native select with the same error and hint wiring as Field. */
export const SelectField = ({
  className,
  options = [],
  placeholder,
  children,
  ...field
}: SelectFieldProps) => (
  <LabelledControl
    field={field}
    render={(control) => (
      <select {...control} className={cx(controlClasses, className)}>
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
    )}
  />
);
