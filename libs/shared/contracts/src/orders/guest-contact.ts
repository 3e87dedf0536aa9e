import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../constants';

/** Most characters of the guest's note to the hosts on an order. */
export const GUEST_NOTE_MAX_LENGTH = 500;

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
/** Area code (no 0) + a 9-digit mobile starting with 9 or an 8-digit landline starting with 2–5. */
const NATIONAL_PHONE = /^[1-9]{2}(?:9\d{8}|[2-5]\d{7})$/;

/**
 * The guest's contact on a purchase, normalized, or null when it is neither an e-mail nor a
 * Brazilian phone: an e-mail comes back trimmed and lower-cased; a phone (area code + 8 or 9
 * digits, with or without +55, spaces, dots, hyphens or parentheses) as `+55DDNNNNNNNNN`.
 * Zod-free so the public site's form and the api's schema run the very same rule.
 */
export function normalizeGuestContact(input: string): string | null {
  const value = input.trim();
  if (value.includes('@'))
    return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
      ? value.toLowerCase()
      : null;
  if (!PHONE_CHARACTERS.test(value)) return null;
  let digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) {
    if (!digits.startsWith('55')) return null;
    digits = digits.slice(2);
  } else if (digits.length > 11 && digits.startsWith('55'))
    digits = digits.slice(2);
  return NATIONAL_PHONE.test(digits) ? `+55${digits}` : null;
}

/** A stored contact as people read it: '+5511987654321' → '(11) 98765-4321'; e-mails as they are. */
export function formatGuestContact(contact: string): string {
  const phone = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(contact);
  return phone ? `(${phone[1]}) ${phone[2]}-${phone[3]}` : contact;
}
