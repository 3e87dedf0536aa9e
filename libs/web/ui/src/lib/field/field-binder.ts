import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/** A field's registration with its validation message, as `field(name)` gives it. */
export type BoundField = UseFormRegisterReturn & { error?: string };

/**
 * `field(name)`: react-hook-form's registration of `name` with its validation message, to spread
 * into a Field (`<Field label="Nome" {...field('name')} />`).
 */
export const fieldBinder =
  <Values extends FieldValues>(
    register: UseFormRegister<Values>,
    errors: FieldErrors<Values>,
  ) =>
  <Name extends FieldPath<Values>>(
    name: Name,
    options?: RegisterOptions<Values, Name>,
  ): BoundField => ({
    ...register(name, options),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
