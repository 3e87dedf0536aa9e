import { concludePayoutBodySchema, messages } from '@celebra/contracts';
import { maskPriceInput, priceDigitsToCents } from '@celebra/format';
import { z } from 'zod';

/**
 * The conclusion form: the amount as typed in the price mask, read as centavos and checked by
 * the contract (> 0, else 'Por favor, insira um valor válido para o repasse.') and against the
 * requested amount (the server's own rule, 'O valor pago não pode ser maior que o valor
 * solicitado.'), so that an amount the server would refuse is never confirmed first.
 */
export const concludePayoutFormSchema = (requestedAmount: number) =>
  z.object({
    paidAmount: z
      .string({ error: messages.validation.payoutAmountInvalid })
      .transform(priceDigitsToCents)
      .pipe(
        concludePayoutBodySchema.shape.paidAmount.refine(
          (cents) => cents <= requestedAmount,
          messages.server.payoutAmountAboveRequested,
        ),
      ),
  });

type ConcludePayoutFormSchema = ReturnType<typeof concludePayoutFormSchema>;

export type ConcludePayoutFormInput = z.input<ConcludePayoutFormSchema>;
export type ConcludePayoutFormOutput = z.output<ConcludePayoutFormSchema>;

/** The requested amount, prefilled in the price mask. */
export const prefilledAmount = (
  requestedAmount: number,
): ConcludePayoutFormInput => ({
  paidAmount: maskPriceInput(String(requestedAmount)),
});
