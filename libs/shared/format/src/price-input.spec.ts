import {
  PRICE_INPUT_MAX_DIGITS,
  maskPriceInput,
  priceDigitsToCents,
} from './price-input';

describe('priceDigitsToCents', () => {
  it('reads the digits of a masked price as centavos', () => {
    expect(priceDigitsToCents('1.234,56')).toBe(123456);
    expect(priceDigitsToCents('R$ 0,05')).toBe(5);
    expect(priceDigitsToCents('0,00')).toBe(0);
  });

  it('gives 0 for empty or digit-free input', () => {
    expect(priceDigitsToCents('')).toBe(0);
    expect(priceDigitsToCents('abc')).toBe(0);
    expect(priceDigitsToCents(',.-')).toBe(0);
  });

  it('ignores digits typed past the maximum', () => {
    const typed = '9'.repeat(PRICE_INPUT_MAX_DIGITS + 3);
    const cents = priceDigitsToCents(typed);
    expect(cents).toBe(Number('9'.repeat(PRICE_INPUT_MAX_DIGITS)));
    expect(Number.isSafeInteger(cents)).toBe(true);
  });
});

describe('maskPriceInput', () => {
  it('shows typed digits as centavos in Brazilian format', () => {
    expect(maskPriceInput('5')).toBe('0,05');
    expect(maskPriceInput('50')).toBe('0,50');
    expect(maskPriceInput('500')).toBe('5,00');
    expect(maskPriceInput('123456')).toBe('1.234,56');
    expect(maskPriceInput('123456789')).toBe('1.234.567,89');
  });

  it('re-masks an already masked value after a keystroke', () => {
    expect(maskPriceInput('1.234,567')).toBe('12.345,67');
    expect(maskPriceInput('1.234,5')).toBe('123,45');
  });

  it('drops leading zeros and non-digits', () => {
    expect(maskPriceInput('0005')).toBe('0,05');
    expect(maskPriceInput('R$ 12a3')).toBe('1,23');
  });

  it('stays empty when there are no digits', () => {
    expect(maskPriceInput('')).toBe('');
    expect(maskPriceInput('abc')).toBe('');
  });

  it('round-trips with priceDigitsToCents', () => {
    expect(priceDigitsToCents(maskPriceInput('987654'))).toBe(987654);
  });
});
