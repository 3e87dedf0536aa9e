import { csvCell, csvDecimal, toCsv } from './csv';

describe('csvCell', () => {
  it('keeps plain text as it is', () => {
    expect(csvCell('Conceição')).toBe('Conceição');
    expect(csvCell('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(csvCell('')).toBe('');
  });

  it('quotes separators, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
  });

  it.each([
    '=1+1',
    '+55',
    '-2',
    '@SUM(A1)',
    '\tx',
    '\rx',
    '\n=1+1',
    '\uFF1DHYPERLINK("http://x")',
    '\uFF0B55',
    '\uFF0D2',
    '\uFF20SUM(A1)',
    '\uFE66cmd',
    '\uFE62cmd',
    '\uFE63cmd',
    '\uFE6Bcmd',
  ])('turns the formula start of %p into text', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith(`'`)).toBe(true);
  });

  it.each([
    '\u22122+3',
    ' =1+1',
    '   @SUM(A1)',
    '\u00A0=1+1',
    '\u3000\uFF1D1+1',
    '\u200B=cmd',
    '\uFEFF+55',
    '\u0000-2',
    ' \u2212HYPERLINK("http://x")',
  ])(
    'turns %j into text: a minus sign, or a formula sign after blanks',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith(`'`)).toBe(true);
    },
  );

  it.each(['Ana - Leo', ' Ana', 'R$ 10,00', '100', 'a=b'])(
    'keeps %j as it is',
    (value) => {
      expect(csvCell(value)).toBe(value);
    },
  );
});

describe('csvDecimal', () => {
  it.each([
    [57_000, '570,00'],
    [123_456, '1234,56'],
    [5, '0,05'],
    [0, '0,00'],
    [-1_050, '-10,50'],
  ])('%p centavos → %p', (cents, cell) => {
    expect(csvDecimal(cents)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('writes the BOM, then the header and each row as ";" separated CRLF lines', () => {
    expect(
      toCsv(
        ['Nome', 'Recado'],
        [
          ['Ana', 'Felicidades; muitas'],
          ['=cmd', ''],
        ],
      ),
    ).toBe('\uFEFFNome;Recado\r\nAna;"Felicidades; muitas"\r\n\'=cmd;\r\n');
  });
});
