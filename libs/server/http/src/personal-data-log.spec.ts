import { maskFreeText, maskPersonalData } from './personal-data-log';

describe('maskPersonalData', () => {
  it.each([
    [
      'e-mail',
      'enviado para ana.souza+festa@example.com.br',
      'enviado para [e-mail]',
    ],
    ['encoded e-mail', '?search=ana%40example.com', '?search=[e-mail]'],
    ['formatted CPF', 'CPF 529.982.247-25 recusado', 'CPF [cpf] recusado'],
    ['bare CPF', 'CPF 52998224725 recusado', 'CPF [cpf] recusado'],
    ['CNPJ', 'chave 11.222.333/0001-81', 'chave [cnpj]'],
    ['bare CNPJ', 'chave 11222333000181', 'chave [cnpj]'],
    ['mobile phone', 'ligar (11) 91234-5678', 'ligar [telefone]'],
    ['phone with country code', 'ligar +55 11 91234-5678', 'ligar [telefone]'],
    ['bare phone', 'ligar 1132345678', 'ligar [telefone]'],
  ])('masks a %s', (_, text, masked) => {
    expect(maskPersonalData(text)).toBe(masked);
  });

  it.each([
    'order 1234 approved in 52 ms',
    'at 2026-11-29T14:05:43.123Z',
    'R$ 1.234,56',
    'GET /api/users/events/12/guests',
    'at handler (/app/dist/main.js:1234:56)',
    '7b0c6bde-8bd1-4e0d-9c1b-58b9a2b0e2a1',
  ])('keeps %s', (text) => {
    expect(maskPersonalData(text)).toBe(text);
  });
});

describe('maskFreeText', () => {
  it('also masks a random Pix key (a UUID)', () => {
    expect(
      maskFreeText(
        'chave 7b0c6bde-8bd1-4e0d-9c1b-58b9a2b0e2a1 inválida para ana@example.com',
      ),
    ).toBe('chave [chave pix] inválida para [e-mail]');
  });
});
