import { adminTexts, messages } from '@celebra/contracts';
import { giftCreateFormSchema, giftEditFormSchema } from './gift-form-schema';

const v = messages.validation;
const image = new File(['x'], 'bolo.png', { type: 'image/png' });
const filled = {
  name: ' Jogo de panelas ',
  description: 'Inox, 5 peças',
  eventCategoryId: '3',
  price: '1.234,56',
  active: 'true',
  image,
};

const messagesOf = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('gift form schema', () => {
  it('reads the masked price as centavos and the ids and flags from their texts', () => {
    expect(giftCreateFormSchema.parse(filled)).toEqual({
      name: 'Jogo de panelas',
      description: 'Inox, 5 peças',
      eventCategoryId: 3,
      price: 123456,
      active: true,
      image,
    });
  });

  it('requires name, description and category, and a price above zero', () => {
    const result = giftCreateFormSchema.safeParse({
      ...filled,
      name: '  ',
      description: '',
      eventCategoryId: '',
      price: '0,00',
    });
    expect(messagesOf(result)).toEqual({
      name: v.required,
      description: v.required,
      eventCategoryId: v.required,
      price: v.priceAboveZero,
    });
  });

  it('treats an empty price as not above zero', () => {
    expect(
      messagesOf(giftEditFormSchema.safeParse({ ...filled, price: '' })),
    ).toEqual({ price: v.priceAboveZero });
  });

  it('requires the image on create only', () => {
    expect(
      messagesOf(giftCreateFormSchema.safeParse({ ...filled, image: null })),
    ).toEqual({ image: adminTexts.validation.imageUploadRequired });
    expect(
      giftEditFormSchema.parse({ ...filled, image: null }).image,
    ).toBeNull();
  });
});
