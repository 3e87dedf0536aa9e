import { PHONE_PATTERN, maskPhone, phoneDigits } from './phone';

describe('maskPhone', () => {
  it('masks progressively while typing a mobile number', () => {
    const typed = '11987654321';
    const steps = Array.from({ length: typed.length }, (_, i) =>
      maskPhone(typed.slice(0, i + 1)),
    );
    expect(steps).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 98',
      '(11) 987',
      '(11) 9876',
      '(11) 9876-5',
      '(11) 9876-54',
      '(11) 9876-543',
      '(11) 9876-5432',
      '(11) 98765-4321',
    ]);
  });

  it('masks an 8-digit landline', () => {
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
  });

  it('drops non-digits and re-masks pasted text', () => {
    expect(maskPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('11 9 8765 4321')).toBe('(11) 98765-4321');
    expect(maskPhone('abc')).toBe('');
    expect(maskPhone('')).toBe('');
  });

  it('never grows past 15 characters', () => {
    const masked = maskPhone('119876543210000');
    expect(masked).toBe('(11) 98765-4321');
    expect(masked).toHaveLength(15);
  });

  it('lets the user erase back through the separators', () => {
    expect(maskPhone('(11) ')).toBe('(11');
    expect(maskPhone('(11) 9876-')).toBe('(11) 9876');
  });
});

describe('phoneDigits', () => {
  it('keeps at most 11 digits', () => {
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('55119876543');
    expect(phoneDigits('')).toBe('');
  });
});

describe('PHONE_PATTERN', () => {
  it('accepts complete mobile and landline numbers', () => {
    expect(PHONE_PATTERN.test('(11) 98765-4321')).toBe(true);
    expect(PHONE_PATTERN.test('(21) 3456-7890')).toBe(true);
  });

  it('rejects partial, unmasked or malformed numbers', () => {
    for (const value of [
      '(11) 9876-543',
      '11987654321',
      '(11)98765-4321',
      '(01) 98765-4321',
      '(11) 987654-321',
      '',
    ]) {
      expect(PHONE_PATTERN.test(value)).toBe(false);
    }
  });
});
