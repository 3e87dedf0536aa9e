import { adminServiceBodySchema } from '@celebra/contracts';
import { priceInputToCents } from '@celebra/format';
import { z } from 'zod';

/**
 * The service form: the masked price ('1.234,56') is required and
 * read as centavos; the type comes from a select that starts empty; the quantity is the stepper's
 * text ('-2' → 'Valor inválido').
 */
export const serviceFormSchema = adminServiceBodySchema.extend({
  price: z.preprocess(
    (input) =>
      typeof input === 'string' && input !== ''
        ? priceInputToCents(input)
        : input,
    adminServiceBodySchema.shape.price,
  ),
  type: z.string().pipe(adminServiceBodySchema.shape.type),
});

export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type ServiceFormValues = z.output<typeof serviceFormSchema>;
