import { messages } from '@celebra/contracts';

/** The Ativo / Desativo choice of the edit forms (values of the boolean form fields). */
export const statusOptions = [
  { value: 'true', label: messages.screens.common.active },
  { value: 'false', label: messages.screens.common.inactive },
];
