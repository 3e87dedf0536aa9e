import type { UseFormRegisterReturn } from 'react-hook-form';

export type ContactField = 'firstName' | 'lastName' | 'email';

/**
 * The contact fields of a guest form, registered in their order on screen. Called in the
 * form's props before its own fields are, so an invalid submit focuses the first name first.
 */
export const registerContactFields = (
  register: (name: ContactField) => UseFormRegisterReturn,
): Record<ContactField, UseFormRegisterReturn> => ({
  firstName: register('firstName'),
  lastName: register('lastName'),
  email: register('email'),
});
