import {
  brCodeAmount,
  buildBrCode,
  crc16Ccitt,
  hasValidCrc,
  parseEmvFields,
} from './br-code';

/** The static example of the Central Bank's BR Code manual (random key, no amount). */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('crc16Ccitt (CRC-16/CCITT-FALSE)', () => {
  it.each([
    ['123456789', '29B1'],
    ['', 'FFFF'],
    ['A', 'B915'],
  ])('%j → %s', (text, crc) => {
    expect(crc16Ccitt(text)).toBe(crc);
  });

  it("gives the manual example's CRC over the payload including 6304", () => {
    expect(crc16Ccitt(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });
});

describe('buildBrCode', () => {
  it("writes the Central Bank manual's static example byte for byte", () => {
    expect(
      buildBrCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(MANUAL_EXAMPLE);
  });

  it('writes a single-use charge with amount and txid, built field by field', () => {
    const payload = buildBrCode({
      key: 'pix@celebra.dev',
      merchantName: 'Celebra Demonstração',
      merchantCity: 'São Paulo',
      amount: 123456,
      txid: 'ORD42abc',
      initiation: 'single-use',
    });
    const withoutCrc =
      '000201' +
      '010212' +
      '2637' +
      '0014br.gov.bcb.pix' +
      '0115pix@celebra.dev' +
      '52040000' +
      '5303986' +
      '54071234.56' +
      '5802BR' +
      '5920Celebra Demonstracao' +
      '6009Sao Paulo' +
      '62120508ORD42abc' +
      '6304';
    expect(payload).toBe(withoutCrc + crc16Ccitt(withoutCrc));
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('parses back (TLV) into the fields it was given', () => {
    const payload = buildBrCode({
      key: '00000000-0000-4000-8000-000000000000',
      merchantName: 'A very long merchant name beyond 25',
      merchantCity: 'Florianópolis do Sul',
      amount: 5,
      txid: 'A'.repeat(25),
      initiation: 'single-use',
    });
    const fields = parseEmvFields(payload);
    expect([...fields.keys()]).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(fields.get('54')).toBe('0.05');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('59')).toBe('A very long merchant name');
    expect(fields.get('60')).toBe('Florianopolis d');
    const account = parseEmvFields(fields.get('26') ?? '');
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe('00000000-0000-4000-8000-000000000000');
    expect(parseEmvFields(fields.get('62') ?? '').get('05')).toBe(
      'A'.repeat(25),
    );
    expect(fields.get('63')).toBe(crc16Ccitt(payload.slice(0, -4)));
  });

  it('notices a payload changed after its CRC was computed', () => {
    expect(hasValidCrc(MANUAL_EXAMPLE)).toBe(true);
    expect(hasValidCrc(MANUAL_EXAMPLE.replace('BRASILIA', 'BRASILIO'))).toBe(
      false,
    );
  });

  it('refuses a txid that is not 1 to 25 letters or digits, and a non-positive amount', () => {
    const base = { key: 'k', merchantName: 'N', merchantCity: 'C' };
    expect(() => buildBrCode({ ...base, txid: 'ord_1' })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, txid: 'A'.repeat(26) })).toThrow(
      RangeError,
    );
    expect(() => buildBrCode({ ...base, amount: 0 })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, amount: 1.5 })).toThrow(RangeError);
  });
});

describe('brCodeAmount', () => {
  it.each([
    [1, '0.01'],
    [100, '1.00'],
    [4000, '40.00'],
    [123456789, '1234567.89'],
  ])('%d centavos → %s', (cents, text) => {
    expect(brCodeAmount(cents)).toBe(text);
  });
});
