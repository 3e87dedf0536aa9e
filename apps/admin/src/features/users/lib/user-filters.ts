/** The user list filters (spec admin §2 Users); empty means "any". */
export type UserFilters = {
  name?: string;
  email?: string;
  phoneNumber?: string;
};

export const userFilterKeys = ['name', 'email', 'phoneNumber'] as const;

/** Only the filled filters, trimmed. */
export const cleanUserFilters = (
  input: Record<(typeof userFilterKeys)[number], string>,
): UserFilters =>
  Object.fromEntries(
    userFilterKeys
      .map((key) => [key, input[key].trim()] as const)
      .filter(([, value]) => value !== ''),
  );
