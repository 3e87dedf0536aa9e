import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { QuantityStepper } from './quantity-stepper';

export type QuantityFieldProps<T extends FieldValues> = {
  control: Control<T>;
  /** The form's quantity field (its text). */
  name: FieldPath<T>;
  label: string;
};

/** A form's quantity, typed or stepped with − and +. */
export const QuantityField = <T extends FieldValues>({
  control,
  name,
  label,
}: QuantityFieldProps<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <QuantityStepper
        label={label}
        name={field.name}
        value={String(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error?.message}
      />
    )}
  />
);
