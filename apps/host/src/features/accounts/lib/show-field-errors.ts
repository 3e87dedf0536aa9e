import { isApiError } from '@celebra/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the api's refusal on the form's fields it names (the first of them focused); answers
 * whether it named any of `fields`, so the caller alerts otherwise.
 */
export function showFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): boolean {
  if (!isApiError(error)) return false;
  const named = fields.filter((name) => error.fieldErrors?.[name]?.[0]);
  named.forEach((name, index) =>
    setError(
      name,
      { type: 'server', message: error.fieldErrors?.[name]?.[0] },
      { shouldFocus: index === 0 },
    ),
  );
  return named.length > 0;
}
