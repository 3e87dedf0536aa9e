/** The product's invitation text; the host may replace it in the RSVP settings. */
export const DEFAULT_INVITATION_MESSAGE =
  'Olá, {convite}! Vocês são nossos convidados para {evento}. Confirme sua presença pelo link: {link}';

export type InvitationMessageValues = {
  convite: string;
  evento: string;
  link: string;
};

/** The template with every {convite}, {evento} and {link} replaced. */
export function fillInvitationMessage(
  template: string,
  values: InvitationMessageValues,
): string {
  return template
    .replaceAll('{convite}', values.convite)
    .replaceAll('{evento}', values.evento)
    .replaceAll('{link}', values.link);
}
