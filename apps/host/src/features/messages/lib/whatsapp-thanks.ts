import { normalizeGuestContact } from '@celebra/contracts';

/**
 * WhatsApp's number of a Brazilian phone, '55' + area code + number ('(11) 98765-4321' →
 * '5511987654321'), or null when the phone is not one.
 */
export function whatsAppNumber(phone: string): string | null {
  const normalized = normalizeGuestContact(phone);
  return normalized?.startsWith('+55') ? normalized.slice(1) : null;
}

/** The chat with `phone` opened with `text` typed in, or null without a usable phone. */
export function whatsAppThanksLink(
  phone: string | null,
  text: string,
): string | null {
  const number = phone ? whatsAppNumber(phone) : null;
  return number
    ? `https://wa.me/${number}?text=${encodeURIComponent(text)}`
    : null;
}
