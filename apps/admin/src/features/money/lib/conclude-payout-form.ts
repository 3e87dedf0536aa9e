import {
  adminTexts,
  concludePayoutBodySchema,
  messages,
  transferIdProblem,
  type PayoutDestinationKind,
} from '@celebra/contracts';
import { formatCentsDecimal, priceInputToCents } from '@celebra/format';
import { z } from 'zod';

/**
 * The conclusion form, checked with the server's own rules so that a conclusion the server
 * would refuse is never confirmed first:
 * - the amount as typed in the price mask, read as centavos: above zero ('Por favor, insira um
 *   valor válido para o repasse.') and not above the requested amount ('O valor pago não pode ser
 *   maior que o valor solicitado.');
 * - the transfer id: required and shaped as a Pix end-to-end id when the payout goes to a Pix key,
 *   optional for a bank account (and for payouts older than destinations); sent trimmed, or not
 *   at all when left empty.
 */
export const concludePayoutFormSchema = (
  requestedAmount: number,
  kind: PayoutDestinationKind | null,
) =>
  z.object({
    paidAmount: z
      .string({ error: messages.validation.payoutAmountInvalid })
      .transform(priceInputToCents)
      .pipe(
        concludePayoutBodySchema.shape.paidAmount.refine(
          (cents) => cents <= requestedAmount,
          adminTexts.server.payoutAmountAboveRequested,
        ),
      ),
    transferId: z
      .string()
      .trim()
      .superRefine((id, ctx) => {
        const problem = transferIdProblem(kind, id);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((id) => id || undefined),
  });

type ConcludePayoutFormSchema = ReturnType<typeof concludePayoutFormSchema>;

export type ConcludePayoutFormInput = z.input<ConcludePayoutFormSchema>;
export type ConcludePayoutFormOutput = z.output<ConcludePayoutFormSchema>;

/** The requested amount, prefilled in the price mask, and no transfer id yet. */
export const prefilledConclusion = (
  requestedAmount: number,
): ConcludePayoutFormInput => ({
  paidAmount: formatCentsDecimal(requestedAmount),
  transferId: '',
});
