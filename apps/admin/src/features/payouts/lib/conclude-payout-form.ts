import { concludePayoutBodySchema, messages } from '@celebra/contracts';
import { maskPriceInput, priceDigitsToCents } from '@celebra/format';
import { z } from 'zod';

/**
 * The conclusion form: the amount as typed in the price mask, read as centavos and checked by
 * the contract (> 0, else 'Por favor, insira um valor válido para o repasse.').
 */
export const concludePayoutFormSchema = z.object({
  paidAmount: z
    .string({ error: messages.validation.payoutAmountInvalid })
    .transform(priceDigitsToCents)
    .pipe(concludePayoutBodySchema.shape.paidAmount),
});

export type ConcludePayoutFormInput = z.input<typeof concludePayoutFormSchema>;
export type ConcludePayoutFormOutput = z.output<
  typeof concludePayoutFormSchema
>;

/** The requested amount, prefilled in the price mask. */
export const prefilledAmount = (
  requestedAmount: number,
): ConcludePayoutFormInput => ({
  paidAmount: maskPriceInput(String(requestedAmount)),
});
