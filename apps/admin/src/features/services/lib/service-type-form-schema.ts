import { adminServiceTypeBodySchema } from '@celebra/contracts';
import type { z } from 'zod';

/** Name and description required, the included quantity an integer ≥ 0, the status. */
export const serviceTypeFormSchema = adminServiceTypeBodySchema;

export type ServiceTypeFormInput = z.input<typeof serviceTypeFormSchema>;
export type ServiceTypeFormValues = z.output<typeof serviceTypeFormSchema>;
