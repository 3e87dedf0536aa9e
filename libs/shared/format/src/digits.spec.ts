import { onlyDigits } from './digits';

describe('onlyDigits', () => {
  it('keeps ASCII digits only', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('a1b2c3')).toBe('123');
    expect(onlyDigits('')).toBe('');
    expect(onlyDigits('١٢٣')).toBe('');
  });
});
