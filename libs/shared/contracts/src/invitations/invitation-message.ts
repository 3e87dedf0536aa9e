/** The product's invitation text (WhatsApp and e-mail) while the host keeps the default. */
export const DEFAULT_INVITATION_MESSAGE =
  'Olá, {convite}! Vocês são nossos convidados para {evento}. Confirme sua presença pelo link: {link}';

/** The host's template with {convite}, {evento} and {link} replaced (every occurrence). */
export function fillInvitationMessage(
  template: string,
  values: { convite: string; evento: string; link: string },
): string {
  return template
    .replaceAll('{convite}', () => values.convite)
    .replaceAll('{evento}', () => values.evento)
    .replaceAll('{link}', () => values.link);
}
