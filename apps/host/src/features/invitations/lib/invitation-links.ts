import { fillInvitationMessage } from '@celebra/contracts';

/** The household's personal page: `<site>/<slug>/c/<code>`. */
export const personalLink = (siteUrl: string, code: string) =>
  `${siteUrl}/c/${encodeURIComponent(code)}`;

/** The invitation's text with the household's name, the event and the personal link. */
export const invitationText = (
  template: string,
  invitation: { name: string },
  eventTitle: string,
  link: string,
) =>
  fillInvitationMessage(template, {
    convite: invitation.name,
    evento: eventTitle,
    link,
  });

/** A WhatsApp conversation with a Brazilian phone, the text ready to send; null without a phone. */
export const whatsAppLink = (phone: string, text: string): string | null => {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return null;
  return `https://wa.me/55${digits}?text=${encodeURIComponent(text)}`;
};
