import { adminEventCategoryUpdateBodySchema } from '@celebra/contracts';
import type { z } from 'zod';

/** Name and description trimmed and required, the event type chosen; `active` when editing. */
export const categoryFormSchema = adminEventCategoryUpdateBodySchema;

export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryFormValues = z.output<typeof categoryFormSchema>;
