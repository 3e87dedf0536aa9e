/** The product's invitation text; {convite}, {evento} and {link} are filled when it is sent. */
export const DEFAULT_INVITATION_MESSAGE =
  'Olá, {convite}! Vocês são nossos convidados para {evento}. Confirme sua presença pelo link: {link}';

/** What fills the template's placeholders. */
export interface InvitationMessageValues {
  /** The invitation's name ('Família Souza'). */
  convite: string;
  /** The event's title. */
  evento: string;
  /** The personal link. */
  link: string;
}

/** The host's template (or the default) with every {convite}, {evento} and {link} replaced. */
export function fillInvitationMessage(
  template: string,
  values: InvitationMessageValues,
): string {
  return template.replace(
    /\{(convite|evento|link)\}/g,
    (_, key: keyof InvitationMessageValues) => values[key],
  );
}
