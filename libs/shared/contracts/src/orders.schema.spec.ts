import { localWebhookBodySchema } from './payments.schema';
import { purchaseBodySchema } from './orders.schema';

const valid = {
  eventId: 1,
  guestName: '  Carla  ',
  guestContact: '(11) 98765-4321',
  items: [{ id: 2, quantity: 1 }],
};

const firstMessage = (input: unknown) => {
  const result = purchaseBodySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('purchaseBodySchema', () => {
  it('accepts a cart and trims the names', () => {
    expect(purchaseBodySchema.parse(valid)).toEqual({
      ...valid,
      guestName: 'Carla',
    });
  });

  it.each([0, -1, 1.5, '1', null, 1000])(
    "refuses the quantity %p with 'Quantidade inválida.'",
    (quantity) => {
      expect(firstMessage({ ...valid, items: [{ id: 2, quantity }] })).toBe(
        'Quantidade inválida.',
      );
    },
  );

  it.each([[[]], [undefined]])(
    "refuses items %p with 'Selecione ao menos um presente.'",
    (items) => {
      expect(firstMessage({ ...valid, items })).toBe(
        'Selecione ao menos um presente.',
      );
    },
  );

  it.each(['guestName', 'guestContact'])(
    'asks for name and contact when %s is missing or blank',
    (field) => {
      const message =
        'Por favor, informe seu nome e um contato para que o anfitrião saiba quem enviou o presente.';
      expect(firstMessage({ ...valid, [field]: undefined })).toBe(message);
      expect(firstMessage({ ...valid, [field]: '   ' })).toBe(message);
    },
  );
});

describe('localWebhookBodySchema', () => {
  it('reads the webhook body and refuses other types', () => {
    const body = {
      id: 'evt_1',
      type: 'payment.approved',
      data: { reference: 'ord_1_abc' },
    };
    expect(localWebhookBodySchema.parse(body)).toEqual(body);
    expect(
      localWebhookBodySchema.safeParse({ ...body, type: 'payment.pending' })
        .success,
    ).toBe(false);
  });
});
