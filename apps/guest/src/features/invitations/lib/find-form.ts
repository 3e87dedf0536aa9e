import { invitationMessages as m } from '@celebra/contracts';
import { z } from 'zod/mini';
import { guestNameField } from '../../../lib/guest-form-fields';

/** 'Encontre seu convite': first and last name, the contract's rules and messages. */
export const findFormSchema = z.object({
  firstName: guestNameField(m.firstNameRequired),
  lastName: guestNameField(m.lastNameRequired),
});

export type FindFormValues = z.infer<typeof findFormSchema>;

const names = new Intl.ListFormat('pt-BR', {
  style: 'long',
  type: 'conjunction',
});

/** 'Ana, Bruno e Clara'. */
export const joinFirstNames = (firstNames: string[]) =>
  names.format(firstNames);
