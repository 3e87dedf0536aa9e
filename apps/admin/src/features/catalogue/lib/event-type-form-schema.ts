import { adminEventTypeFormSchema, adminTexts } from '@celebra/contracts';
import { z } from 'zod';

const imageSchema = z.instanceof(File).nullable();

/** Editing: a new image is optional (the current one stays). */
export const eventTypeEditFormSchema = adminEventTypeFormSchema.extend({
  image: imageSchema,
});

/** Creating: the image is required ('* Imagem obrigatória'). */
export const eventTypeCreateFormSchema = adminEventTypeFormSchema.extend({
  image: imageSchema.refine(
    (image) => image !== null,
    adminTexts.validation.imageRequired,
  ),
});

export type EventTypeFormInput = z.input<typeof eventTypeEditFormSchema>;
export type EventTypeFormValues = z.output<typeof eventTypeEditFormSchema>;
