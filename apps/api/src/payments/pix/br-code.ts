/**
 * Pix BR Code: the EMV merchant-presented QR payload ("copia e cola") of a Pix charge, as the
 * Central Bank's BR Code manual defines it. Each field is `ID` (2 digits) + length (2 digits)
 * + value; the payload ends with field 63, the CRC-16/CCITT-FALSE of everything before it
 * including "6304".
 */

export interface BrCodeInput {
  /** The receiver's Pix key (e-mail, phone, CPF/CNPJ or random key), at most 77 characters. */
  key: string;
  /** Receiver name, cut to 25 characters, accents removed. */
  merchantName: string;
  /** Receiver city, cut to 15 characters, accents removed. */
  merchantCity: string;
  /** Centavos; omitted, the payer types the amount. */
  amount?: number;
  /** Transaction id (letters and digits, at most 25); omitted, "***". */
  txid?: string;
  /** 'single-use' writes Point of Initiation 12 (the code must not be paid twice). */
  initiation?: 'single-use' | 'reusable';
}

export const PIX_GUI = 'br.gov.bcb.pix';
const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), 4 hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One TLV field; its value must be 1 to 99 characters. */
export function emvField(id: string, value: string): string {
  if (value.length === 0 || value.length > 99)
    throw new RangeError(`BR Code field ${id} must have 1 to 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** ASCII only (accents removed), cut to `max` characters: names and cities of the payload. */
function plainText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max);
}

/** Centavos → "1234.56" (exact, without floating point). */
export function brCodeAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents <= 0)
    throw new RangeError(
      'BR Code amount must be a positive integer of centavos',
    );
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The full "copia e cola" payload, CRC included. */
export function buildBrCode(input: BrCodeInput): string {
  if (input.txid !== undefined && !TXID_PATTERN.test(input.txid))
    throw new RangeError('BR Code txid must be 1 to 25 letters or digits');
  const merchantAccount = emvField('00', PIX_GUI) + emvField('01', input.key);
  const withoutCrc =
    emvField('00', '01') +
    (input.initiation
      ? emvField('01', input.initiation === 'single-use' ? '12' : '11')
      : '') +
    emvField('26', merchantAccount) +
    emvField('52', '0000') +
    emvField('53', '986') +
    (input.amount === undefined
      ? ''
      : emvField('54', brCodeAmount(input.amount))) +
    emvField('58', 'BR') +
    emvField('59', plainText(input.merchantName, 25)) +
    emvField('60', plainText(input.merchantCity, 15)) +
    emvField('62', emvField('05', input.txid ?? '***')) +
    '6304';
  return withoutCrc + crc16Ccitt(withoutCrc);
}

/** Reads a TLV string into its fields (id → value), in order; throws on a malformed one. */
export function parseEmvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || length < 1)
      throw new SyntaxError(`malformed EMV field at ${at}`);
    const value = payload.slice(at + 4, at + 4 + length);
    if (value.length !== length)
      throw new SyntaxError(`EMV field ${id} is cut short`);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/** True when the payload's last field is a CRC that matches the rest. */
export function hasValidCrc(payload: string): boolean {
  return (
    /6304[0-9A-F]{4}$/.test(payload) &&
    crc16Ccitt(payload.slice(0, -4)) === payload.slice(-4)
  );
}
