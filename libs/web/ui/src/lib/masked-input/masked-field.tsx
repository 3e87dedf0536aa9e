import type { ChangeEvent } from 'react';
import { Field, type FieldProps } from '../field/field';

export type MaskedFieldProps = FieldProps & {
  /** Turns what was typed into the displayed value. */
  mask: (input: string) => string;
};

/**
 * A Field that rewrites its value through `mask` before `onChange` sees it, so both
 * react-hook-form's `register` (uncontrolled) and a controlled `value` get the masked text.
 */
export const MaskedField = ({ mask, onChange, ...props }: MaskedFieldProps) => {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = mask(event.target.value);
    if (masked !== event.target.value) event.target.value = masked;
    onChange?.(event);
  };
  return <Field {...props} onChange={handleChange} />;
};
