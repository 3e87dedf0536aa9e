import {
  freeAmountProblem,
  giftKindDetail,
  giftLineLabel,
  sharePriceProblem,
} from './gift-kinds';
import { ownGiftFormSchema } from './gift-kinds.schema';
import { fieldsFromMultipart } from '../form-fields.schema';
import * as messages from '../texts/shared';

const g = messages.giftKinds;
const limits = { min: 1_000, max: 5_000_000 };

describe('freeAmountProblem', () => {
  it.each([
    [1_000, null],
    [5_000_000, null],
    [999, 'O valor mínimo é R$\u00a010,00.'],
    [5_000_001, 'O valor máximo é R$\u00a050.000,00.'],
    [undefined, g.freeAmountRequired],
    [0, g.freeAmountRequired],
    [10.5, g.freeAmountRequired],
  ])('%p centavos → %p', (amount, problem) => {
    expect(freeAmountProblem(amount, limits)).toBe(problem);
  });
});

describe('sharePriceProblem', () => {
  it('lets a share cost the least free amount, not less', () => {
    expect(sharePriceProblem(3_000, 3, limits)).toBeNull();
    expect(sharePriceProblem(100_000, 100, limits)).toBeNull();
  });

  it('asks for fewer shares when fewer would do, else for a larger total', () => {
    expect(sharePriceProblem(15_000, 20, limits)).toEqual({
      field: 'shareCount',
      message: g.shareBelowMin('R$\u00a010,00', 15),
    });
    expect(sharePriceProblem(1_500, 3, limits)).toEqual({
      field: 'price',
      message: g.sharesTotalBelowMin('R$\u00a010,00', 'R$\u00a020,00'),
    });
  });
});

describe('ownGiftFormSchema', () => {
  it('takes a multipart free-value gift with suggested amounts written as text', () => {
    expect(
      ownGiftFormSchema.parse(
        fieldsFromMultipart(ownGiftFormSchema, {
          name: 'Casa',
          kind: 'free',
          suggestedAmounts: '5000, 10000',
        }),
      ),
    ).toEqual({ name: 'Casa', kind: 'free', suggestedAmounts: [5000, 10000] });
  });

  it('refuses money written as text in JSON', () => {
    const result = ownGiftFormSchema.safeParse({
      name: 'Viagem',
      kind: 'shares',
      price: '100000',
      shareCount: 4,
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'price',
    ]);
    expect(
      ownGiftFormSchema.safeParse({
        name: 'Casa',
        kind: 'free',
        suggestedAmounts: '5000, 10000',
      }).success,
    ).toBe(false);
  });

  it.each([
    [{ price: 100_001, shareCount: '3' }, 'price', g.sharesUneven(3)],
    [
      { price: 100_000, shareCount: '1' },
      'shareCount',
      g.shareCountInvalid(2, 100),
    ],
    [
      { price: 100_000, shareCount: '101' },
      'shareCount',
      g.shareCountInvalid(2, 100),
    ],
    [{ shareCount: '4' }, 'price', g.sharePriceRequired],
  ])('refuses the shares %o on %s in pt-BR', (fields, path, message) => {
    const result = ownGiftFormSchema.safeParse({
      name: 'Viagem',
      kind: 'shares',
      ...fields,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: [path], message }),
    );
  });
});

describe('how a bought gift reads', () => {
  it.each([
    [
      { kind: 'fixed', quantity: 2, shareCount: null },
      '2 × Jantar',
      'Valor fixo · 2 × R$\u00a0100,00',
    ],
    [
      { kind: 'fixed', quantity: 1, shareCount: null },
      '1 × Jantar',
      'Valor fixo · R$\u00a0100,00',
    ],
    [
      { kind: 'shares', quantity: 2, shareCount: 10 },
      'Jantar (2 de 10 cotas)',
      'Em cotas · 2 de 10 cotas · R$\u00a0200,00',
    ],
    [
      { kind: 'free', quantity: 1, shareCount: null },
      'Jantar (valor livre)',
      'Valor livre · R$\u00a0100,00',
    ],
  ] as const)('%o → %p, %p', (item, label, detail) => {
    const line = { ...item, giftName: 'Jantar', unitPrice: 10_000 };
    expect(giftLineLabel(line)).toBe(label);
    expect(giftKindDetail(line)).toBe(detail);
  });
});
