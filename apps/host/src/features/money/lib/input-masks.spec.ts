import {
  maskAccountDigit,
  maskCnpj,
  maskCpf,
  maskCpfOrCnpj,
  maskDigits,
  maskEvp,
} from './input-masks';

describe('input masks', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['1234', '123.4'],
    ['1234567', '123.456.7'],
    ['1234567890', '123.456.789-0'],
    ['123.456.789-09', '123.456.789-09'],
    ['1234567890999', '123.456.789-09'],
  ])('maskCpf(%p) → %p', (input, masked) => {
    expect(maskCpf(input)).toBe(masked);
  });

  it.each([
    ['112', '11.2'],
    ['11222333', '11.222.333'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-8199', '11.222.333/0001-81'],
  ])('maskCnpj(%p) → %p', (input, masked) => {
    expect(maskCnpj(input)).toBe(masked);
  });

  it('switches from CPF to CNPJ after the 11th digit', () => {
    expect(maskCpfOrCnpj('12345678909')).toBe('123.456.789-09');
    expect(maskCpfOrCnpj('112223330001')).toBe('11.222.333/0001');
  });

  it('keeps digits only, up to the limit', () => {
    expect(maskDigits(5)('12a-34567')).toBe('12345');
  });

  it('takes a check digit of up to two characters, digits or X', () => {
    expect(maskAccountDigit('x')).toBe('X');
    expect(maskAccountDigit('7-x9')).toBe('7X');
  });

  it('keeps a random key lower-case hexadecimal with hyphens', () => {
    expect(maskEvp('1B4E28BA-2FA1-11D2-883F-0016D3CCA427 ')).toBe(
      '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    );
    expect(maskEvp('zz1b4e')).toBe('1b4e');
  });
});
