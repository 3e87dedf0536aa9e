import { adminGiftFormSchema, adminTexts } from '@celebra/contracts';
import { priceInputToCents } from '@celebra/format';
import { z } from 'zod';

const v = adminTexts.validation;

const fields = adminGiftFormSchema.pick({
  name: true,
  description: true,
  eventCategoryId: true,
  active: true,
});

/** The masked price ('1.234,56') read as centavos, above zero ('* O preço deve ser maior que zero'). */
const priceFieldSchema = z.preprocess(
  (input) =>
    typeof input === 'string' && input !== ''
      ? priceInputToCents(input)
      : input,
  adminGiftFormSchema.shape.price,
);

const imageSchema = z.instanceof(File).nullable();

/** Editing: a new image is optional (the current one stays). */
export const giftEditFormSchema = fields.extend({
  price: priceFieldSchema,
  image: imageSchema,
});

/** Creating: the image is required ('* Envie a imagem'). */
export const giftCreateFormSchema = giftEditFormSchema.extend({
  image: imageSchema.refine((image) => image !== null, v.imageUploadRequired),
});

export type GiftFormInput = z.input<typeof giftEditFormSchema>;
export type GiftFormValues = z.output<typeof giftEditFormSchema>;
