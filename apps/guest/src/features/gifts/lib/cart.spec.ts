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
} from './cart';

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
    expect(items[1].quantity).toBe(4);

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
});
