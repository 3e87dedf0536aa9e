import {
  decreaseQuantity,
  increaseQuantity,
  normalizeQuantityInput,
} from './quantity-input';

describe('quantity input', () => {
  it.each([
    ['12', '12'],
    ['007', '7'],
    ['abc', '0'],
    ['', '0'],
    ['3,5', '3'],
    ['-4', '-4'],
    ['-', '-'],
    ['0-', '-'],
    ['-03', '-3'],
    ['0', '0'],
  ])('keeps %p as %p', (typed, kept) => {
    expect(normalizeQuantityInput(typed)).toBe(kept);
  });

  it('never goes below 0 with the minus button', () => {
    expect(decreaseQuantity('2')).toBe('1');
    expect(decreaseQuantity('0')).toBe('0');
    expect(decreaseQuantity('-5')).toBe('0');
    expect(decreaseQuantity('-')).toBe('0');
  });

  it('counts up from 0 when the value is invalid', () => {
    expect(increaseQuantity('4')).toBe('5');
    expect(increaseQuantity('-5')).toBe('1');
    expect(increaseQuantity('-')).toBe('1');
  });
});
