import {
  adminEventCategoryCreateBodySchema,
  adminEventTypeFormSchema,
  adminGiftFormSchema,
  adminGiftSchema,
} from './admin-catalogue.schema';
import { fieldsFromMultipart } from '../form-fields.schema';

const fieldErrorsOf = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('adminGiftFormSchema', () => {
  it('refuses a price written as text in JSON', () => {
    expect(
      fieldErrorsOf(
        adminGiftFormSchema.safeParse({
          name: 'Jogo de panelas',
          description: 'Inox',
          eventCategoryId: 3,
          price: '15990',
        }),
      ),
    ).toEqual({ price: 'Valor inválido' });
  });

  it('reads the multipart text fields', () => {
    expect(
      adminGiftFormSchema.parse(
        fieldsFromMultipart(adminGiftFormSchema, {
          name: ' Jogo de panelas ',
          description: 'Inox',
          eventCategoryId: '3',
          price: '15990',
          active: '0',
        }),
      ),
    ).toEqual({
      name: 'Jogo de panelas',
      description: 'Inox',
      eventCategoryId: 3,
      price: 15990,
      active: false,
    });
  });

  it('gives the gift form messages', () => {
    expect(
      fieldErrorsOf(
        adminGiftFormSchema.safeParse({
          name: ' ',
          description: '',
          eventCategoryId: '',
          price: 0,
        }),
      ),
    ).toEqual({
      name: '* Campo obrigatório',
      description: '* Campo obrigatório',
      eventCategoryId: '* Campo obrigatório',
      price: '* O preço deve ser maior que zero',
    });
    expect(fieldErrorsOf(adminGiftFormSchema.safeParse({}))).toMatchObject({
      price: '* O preço deve ser maior que zero',
    });
  });
});

describe('adminGiftSchema', () => {
  it('carries ISO timestamps and centavos', () => {
    const gift = {
      id: 1,
      name: 'Panelas',
      description: '',
      price: 15990,
      eventCategoryId: 2,
      active: true,
      imageUrl: null,
      createdAt: '2025-01-02T03:04:05.000Z',
      updatedAt: '2025-01-02T03:04:05.000Z',
    };
    expect(adminGiftSchema.parse(gift)).toEqual(gift);
    expect(adminGiftSchema.safeParse({ ...gift, price: 10.5 }).success).toBe(
      false,
    );
  });
});

describe('adminEventCategoryCreateBodySchema', () => {
  it('trims and requires every field', () => {
    expect(
      fieldErrorsOf(
        adminEventCategoryCreateBodySchema.safeParse({
          name: '  ',
          description: '\t',
        }),
      ),
    ).toEqual({
      name: '* Campo obrigatório',
      description: '* Campo obrigatório',
      eventTypeId: '* Campo obrigatório',
    });
  });
});

describe('adminEventTypeFormSchema', () => {
  it('requires name and description', () => {
    expect(fieldErrorsOf(adminEventTypeFormSchema.safeParse({}))).toEqual({
      name: '* Campo obrigatório',
      description: '* Campo obrigatório',
    });
  });
});
