import {
  maskPriceInput,
  PRICE_INPUT_MAX_DIGITS,
  priceInputToCents,
} from './price-input';

describe('priceInputToCents', () => {
  it('reads what is typed as reais, the comma starting the centavos', () => {
    expect(priceInputToCents('150')).toBe(15000);
    expect(priceInputToCents('150,5')).toBe(15050);
    expect(priceInputToCents('150,50')).toBe(15050);
    expect(priceInputToCents('150,')).toBe(15000);
    expect(priceInputToCents('0,05')).toBe(5);
  });

  it('reads the Brazilian format the forms fill in, thousands dots included', () => {
    expect(priceInputToCents('1.234,56')).toBe(123456);
    expect(priceInputToCents('R$ 0,05')).toBe(5);
    expect(priceInputToCents('0,00')).toBe(0);
    expect(priceInputToCents('1.500')).toBe(150000);
  });

  it('takes a final dot with one or two digits as the decimal separator', () => {
    expect(priceInputToCents('150.5')).toBe(15050);
    expect(priceInputToCents('150.50')).toBe(15050);
    expect(priceInputToCents('1.234.56')).toBe(12345600);
  });

  it('gives 0 for empty or digit-free input', () => {
    expect(priceInputToCents('')).toBe(0);
    expect(priceInputToCents('abc')).toBe(0);
    expect(priceInputToCents(',.-')).toBe(0);
  });

  it('ignores digits typed past the maximum', () => {
    const typed = '9'.repeat(PRICE_INPUT_MAX_DIGITS + 3);
    const cents = priceInputToCents(typed);
    expect(cents).toBe(Number('9'.repeat(PRICE_INPUT_MAX_DIGITS)) * 100);
    expect(Number.isSafeInteger(cents + 99)).toBe(true);
  });
});

describe('maskPriceInput', () => {
  it('keeps what the guest types, reais first', () => {
    expect(maskPriceInput('150')).toBe('150');
    expect(maskPriceInput('150,5')).toBe('150,5');
    expect(maskPriceInput('1.234,56')).toBe('1.234,56');
  });

  it('keeps one comma and at most two digits after it', () => {
    expect(maskPriceInput('150,567')).toBe('150,56');
    expect(maskPriceInput('1,2,3')).toBe('1,23');
    expect(maskPriceInput(',5')).toBe('0,5');
  });

  it('drops anything but digits, dots and the comma', () => {
    expect(maskPriceInput('R$ 12a3')).toBe('123');
    expect(maskPriceInput('')).toBe('');
    expect(maskPriceInput('abc')).toBe('');
  });

  it('round-trips with priceInputToCents', () => {
    expect(priceInputToCents(maskPriceInput('9876,54'))).toBe(987654);
  });
});
