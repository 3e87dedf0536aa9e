import type { PublicGift } from '@celebra/contracts';
import {
  amountToPay,
  cartCount,
  cartReducer,
  cartTotal,
  parseQuantity,
  platformFee,
  restoreCart,
  serializeCart,
  purchaseItemOf,
} from './cart';
import { completeGift, freeGift, sharedGift } from '../../../testing/fixtures';

const flights: PublicGift = {
  id: 1,
  name: 'Passagens',
  price: 150000,
  imageUrl: null,
  kind: 'fixed',
  suggestedAmounts: [],
  shares: null,
};
const dinner: PublicGift = {
  id: 3,
  name: 'Jantar',
  price: 35050,
  imageUrl: '/media/jantar.webp',
  kind: 'fixed',
  suggestedAmounts: [],
  shares: null,
};

describe('cart rules', () => {
  it('adds a gift with quantity 1 and adding it again increases its quantity', () => {
    let items = cartReducer([], { type: 'add', gift: flights });
    items = cartReducer(items, { type: 'add', gift: dinner });
    items = cartReducer(items, { type: 'add', gift: flights });

    expect(items.map(({ id, quantity }) => ({ id, quantity }))).toEqual([
      { id: 1, quantity: 2 },
      { id: 3, quantity: 1 },
    ]);
    expect(cartCount(items)).toBe(3);
  });

  it.each([
    ['3', 3],
    ['2.7', 2],
    ['12abc', 12],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-4', 1],
    ['5000', 999],
  ])('parses the quantity %j as %i', (input, quantity) => {
    expect(parseQuantity(input)).toBe(quantity);
  });

  it('sets a quantity and removes an item', () => {
    let items = cartReducer([], { type: 'add', gift: flights });
    items = cartReducer(items, { type: 'add', gift: dinner });
    items = cartReducer(items, { type: 'setQuantity', id: 3, quantity: 4 });
    expect(items[1]?.quantity).toBe(4);

    items = cartReducer(items, { type: 'remove', id: 1 });
    expect(items.map((item) => item.id)).toEqual([3]);
    expect(cartReducer(items, { type: 'clear' })).toEqual([]);
  });

  it('totals price times quantity in centavos', () => {
    const items = [
      { ...flights, quantity: 2 },
      { ...dinner, quantity: 3 },
    ];
    expect(cartTotal(items)).toBe(2 * 150000 + 3 * 35050);
    expect(cartTotal([])).toBe(0);
  });

  it('rounds the platform fee half up, like the api, and adds it only when the guest pays it', () => {
    expect(platformFee(1010, 500)).toBe(51);
    expect(platformFee(1009, 500)).toBe(50);
    expect(amountToPay(1010, 500, true)).toBe(1061);
    expect(amountToPay(1010, 500, false)).toBe(1010);
  });

  it('restores a saved cart with the current gifts, leaving out the ones no longer offered', () => {
    const saved = serializeCart([
      { ...flights, quantity: 2 },
      { ...dinner, quantity: 1 },
    ]);
    const repriced = { ...flights, price: 160000 };

    expect(restoreCart(saved, [repriced])).toEqual([
      { ...repriced, quantity: 2 },
    ]);
    expect(restoreCart('{oops', [flights])).toEqual([]);
    expect(restoreCart(null, [flights])).toEqual([]);
    expect(restoreCart('[{"id":1,"quantity":"x"}]', [flights])).toEqual([]);
  });

  it('keeps one amount for a free-value gift and the chosen shares of a shared one, within what remains', () => {
    let items = cartReducer([], {
      type: 'add',
      gift: freeGift,
      pick: { amount: 5000 },
    });
    items = cartReducer(items, {
      type: 'add',
      gift: freeGift,
      pick: { amount: 12_345 },
    });
    items = cartReducer(items, {
      type: 'add',
      gift: sharedGift,
      pick: { quantity: 2 },
    });
    items = cartReducer(items, {
      type: 'add',
      gift: sharedGift,
      pick: { quantity: 9 },
    });
    items = cartReducer(items, { type: 'setQuantity', id: 21, quantity: 7 });

    expect(
      items.map(({ id, quantity, amount }) => ({ id, quantity, amount })),
    ).toEqual([
      { id: 21, quantity: 1, amount: 12_345 },
      { id: 22, quantity: 4, amount: undefined },
    ]);
    expect(cartCount(items)).toBe(2);
    expect(items.map(purchaseItemOf)).toEqual([
      { id: 21, quantity: 1, amount: 12_345 },
      // The share price the cart shows, which the api checks.
      { id: 22, quantity: 4, expectedPrice: 10_000 },
    ]);
  });

  it('totals the three kinds as the api does: units, shares at price ÷ N, the free amount', () => {
    const items = [
      { ...dinner, quantity: 2 },
      { ...sharedGift, quantity: 3 },
      { ...freeGift, quantity: 1, amount: 1030 },
    ];
    // 2 × 350,50 + 3 × (1.000,00 ÷ 10) + 10,30 = 1.011,30; 5 % = 50,565 → 50,57.
    expect(cartTotal(items)).toBe(101_130);
    expect(platformFee(cartTotal(items), 500)).toBe(5057);
    expect(amountToPay(cartTotal(items), 500, true)).toBe(106_187);
  });

  it('restores free amounts and shares, leaving out what can no longer be given', () => {
    const saved = serializeCart([
      { ...freeGift, quantity: 1, amount: 7500 },
      { ...sharedGift, quantity: 3 },
      { ...completeGift, quantity: 1 },
    ]);
    const fewerLeft = {
      ...sharedGift,
      shares: { count: 10, remaining: 2, paid: 8, complete: false },
    };

    expect(restoreCart(saved, [freeGift, fewerLeft, completeGift])).toEqual([
      { ...freeGift, quantity: 1, amount: 7500 },
      { ...fewerLeft, quantity: 2 },
    ]);
    expect(restoreCart('[{"id":21,"quantity":1}]', [freeGift])).toEqual([]);
  });
});
