import { createHash } from 'node:crypto';
import type { PixChargeRequest } from '../payment-provider';
import { buildBrCode } from '../pix/br-code';

/**
 * The demonstration receiver of the local provider's Pix codes: an e-mail key on a reserved
 * domain (example.com), which no bank can register, so a real bank app finds no receiver.
 */
export const LOCAL_PIX_RECEIVER = {
  key: 'pix-demonstracao@example.com',
  merchantName: 'Celebra Demonstracao',
  merchantCity: 'Sao Paulo',
} as const;

/** The charge's txid: 25 hex characters from the reference and the attempt (one per charge). */
export function localPixTxid(reference: string, attempt: number): string {
  return createHash('sha256')
    .update(`${reference}:${attempt}`)
    .digest('hex')
    .slice(0, 25);
}

/** A valid single-use BR Code of the charge's amount, to the demonstration receiver. */
export function localPixCode(
  request: Pick<PixChargeRequest, 'reference' | 'attempt' | 'amount'>,
): string {
  return buildBrCode({
    ...LOCAL_PIX_RECEIVER,
    amount: request.amount,
    txid: localPixTxid(request.reference, request.attempt),
    initiation: 'single-use',
  });
}
