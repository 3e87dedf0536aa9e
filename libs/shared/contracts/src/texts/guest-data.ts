/** A guest's 'Meus dados' (not in the spec): the messages of its forms' schemas. */
export const guestData = {
  codeInvalid: '* Digite os 6 números do código',
} as const;
