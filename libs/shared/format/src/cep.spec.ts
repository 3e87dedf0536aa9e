import { CEP_PATTERN, cepDigits, maskCep } from './cep';

describe('maskCep', () => {
  it('masks progressively while typing', () => {
    expect(maskCep('0')).toBe('0');
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
  });

  it('drops non-digits and stops at 9 characters', () => {
    expect(maskCep('01.310-100')).toBe('01310-100');
    expect(maskCep('0131010099')).toBe('01310-100');
    expect(maskCep('abc')).toBe('');
    expect(maskCep('')).toBe('');
  });

  it('lets the user erase the hyphen', () => {
    expect(maskCep('01310-')).toBe('01310');
  });
});

describe('cepDigits', () => {
  it('keeps at most 8 digits', () => {
    expect(cepDigits('01310-100')).toBe('01310100');
    expect(cepDigits('01310-1009')).toBe('01310100');
  });
});

describe('CEP_PATTERN', () => {
  it('accepts 5 digits, an optional hyphen and 3 digits', () => {
    expect(CEP_PATTERN.test('01310-100')).toBe(true);
    expect(CEP_PATTERN.test('01310100')).toBe(true);
  });

  it('rejects other shapes', () => {
    for (const value of [
      '01310-10',
      '0131-0100',
      '01310--100',
      '013101000',
      'abcde-fgh',
      '',
    ]) {
      expect(CEP_PATTERN.test(value)).toBe(false);
    }
  });
});
