import { formatBRL, formatCentsDecimal } from './currency';

describe('formatBRL', () => {
  it('formats centavos as reais with thousands dots and a decimal comma', () => {
    expect(formatBRL(123456)).toBe('R$\u00a01.234,56');
    expect(formatBRL(100000000)).toBe('R$\u00a01.000.000,00');
  });

  it('puts a no-break space, not a plain space, after R$', () => {
    const text = formatBRL(500);
    expect(text.charCodeAt(2)).toBe(0xa0);
    expect(text).not.toContain(' ');
  });

  it('formats small amounts and zero with two decimals', () => {
    expect(formatBRL(0)).toBe('R$\u00a00,00');
    expect(formatBRL(-0)).toBe('R$\u00a00,00');
    expect(formatBRL(5)).toBe('R$\u00a00,05');
    expect(formatBRL(99)).toBe('R$\u00a00,99');
    expect(formatBRL(100)).toBe('R$\u00a01,00');
  });

  it('puts the minus sign before the symbol for negative amounts', () => {
    expect(formatBRL(-123456)).toBe('-R$\u00a01.234,56');
    expect(formatBRL(-1)).toBe('-R$\u00a00,01');
  });

  it('rejects amounts that are not integer centavos', () => {
    expect(() => formatBRL(12.5)).toThrow(RangeError);
    expect(() => formatBRL(Number.NaN)).toThrow(RangeError);
    expect(() => formatBRL(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatBRL(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('stays exact for large amounts', () => {
    expect(formatBRL(999999999999)).toBe('R$\u00a09.999.999.999,99');
  });
});

describe('formatCentsDecimal', () => {
  it('formats centavos without the currency symbol', () => {
    expect(formatCentsDecimal(123456)).toBe('1.234,56');
    expect(formatCentsDecimal(0)).toBe('0,00');
    expect(formatCentsDecimal(-250)).toBe('-2,50');
  });

  it('rejects non-integer input', () => {
    expect(() => formatCentsDecimal(0.1)).toThrow(RangeError);
  });
});
