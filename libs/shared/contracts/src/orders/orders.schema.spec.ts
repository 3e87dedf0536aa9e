import { localWebhookBodySchema } from '../payments/payments.schema';
import { formatGuestContact, normalizeGuestContact } from './guest-contact';
import { purchaseBodySchema } from './orders.schema';

const valid = {
  eventId: 1,
  guestName: '  Carla  ',
  guestContact: '(11) 98765-4321',
  items: [{ id: 2, quantity: 1, expectedPrice: 10_000 }],
};

const firstMessage = (input: unknown) => {
  const result = purchaseBodySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('purchaseBodySchema', () => {
  it('accepts a cart, trims the name and stores the phone normalized', () => {
    expect(purchaseBodySchema.parse(valid)).toEqual({
      ...valid,
      guestName: 'Carla',
      guestContact: '+5511987654321',
    });
  });

  it.each([
    ['Carla@Example.COM ', 'carla@example.com'],
    ['(11) 98765-4321', '+5511987654321'],
    ['11987654321', '+5511987654321'],
    ['+55 11 98765-4321', '+5511987654321'],
    ['+55 (21) 3456-7890', '+552134567890'],
    ['5521 3456.7890', '+552134567890'],
    ['(85) 3456-7890', '+558534567890'],
  ])('accepts the contact %j as %j', (guestContact, stored) => {
    expect(purchaseBodySchema.parse({ ...valid, guestContact })).toMatchObject({
      guestContact: stored,
    });
  });

  it.each([
    'carla',
    'carla@',
    'carla@example',
    '12345',
    '(11) 8765-432',
    '(01) 98765-4321',
    '(11) 88765-4321',
    '(11) 1234-5678',
    '+1 212 555 0100',
    '11 98765-4321 ramal 2',
    '(11) 987654-3210',
  ])(
    "refuses the contact %j with 'Informe um e-mail ou telefone válido.'",
    (guestContact) => {
      expect(firstMessage({ ...valid, guestContact })).toBe(
        'Informe um e-mail ou telefone válido.',
      );
    },
  );

  it('keeps an optional note of at most 500 characters, trimmed', () => {
    expect(purchaseBodySchema.parse(valid).guestNote).toBeUndefined();
    expect(
      purchaseBodySchema.parse({ ...valid, guestNote: '  Felicidades!  ' })
        .guestNote,
    ).toBe('Felicidades!');
    expect(
      purchaseBodySchema.safeParse({ ...valid, guestNote: 'a'.repeat(500) })
        .success,
    ).toBe(true);
    expect(firstMessage({ ...valid, guestNote: 'a'.repeat(501) })).toBe(
      'O recado deve ter no máximo 500 caracteres.',
    );
  });

  it.each([0, -1, 1.5, '1', null, 1000])(
    "refuses the quantity %p with 'Quantidade inválida.'",
    (quantity) => {
      expect(
        firstMessage({
          ...valid,
          items: [{ id: 2, quantity, expectedPrice: 10_000 }],
        }),
      ).toBe('Quantidade inválida.');
    },
  );

  it.each([['10000'], [0], [-100], [99.5], [null]])(
    'refuses the price the guest saw %p in pt-BR (a JSON integer of centavos)',
    (expectedPrice) => {
      expect(
        firstMessage({
          ...valid,
          items: [{ id: 2, quantity: 1, expectedPrice }],
        }),
      ).toBe(
        'Não foi possível conferir o valor do presente. Recarregue a página e tente novamente.',
      );
    },
  );

  it("takes a free-value gift's amount without the price seen", () => {
    const free = { ...valid, items: [{ id: 2, quantity: 1, amount: 5000 }] };
    expect(purchaseBodySchema.parse(free).items).toEqual(free.items);
  });

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

describe('guest contact', () => {
  it('reads a stored phone back as people write it', () => {
    expect(formatGuestContact('+5511987654321')).toBe('(11) 98765-4321');
    expect(formatGuestContact('+552134567890')).toBe('(21) 3456-7890');
    expect(formatGuestContact('carla@example.com')).toBe('carla@example.com');
  });

  it('normalizes the same way it validates', () => {
    expect(normalizeGuestContact(' +55 11 98765 4321 ')).toBe('+5511987654321');
    expect(normalizeGuestContact('carla')).toBeNull();
  });
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
