import { getBanks } from '@brazilian-utils/brazilian-utils';

/*
 * Brazilian banks by COMPE code. The whole list is Banco Central's register of STR
 * participants with a COMPE code, as shipped by @brazilian-utils/brazilian-utils; the banks a
 * couple most often uses get the short name people know them by, and come first in forms.
 */

export interface BrazilianBank {
  /** COMPE code, 3 digits. */
  code: string;
  name: string;
}

/** The banks most couples use, in the order a form offers them. */
export const POPULAR_BANKS: readonly BrazilianBank[] = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '104', name: 'Caixa Econômica Federal' },
  { code: '237', name: 'Bradesco' },
  { code: '341', name: 'Itaú Unibanco' },
  { code: '033', name: 'Santander' },
  { code: '260', name: 'Nubank' },
  { code: '077', name: 'Banco Inter' },
  { code: '336', name: 'C6 Bank' },
  { code: '208', name: 'BTG Pactual' },
  { code: '756', name: 'Sicoob' },
  { code: '748', name: 'Sicredi' },
  { code: '041', name: 'Banrisul' },
  { code: '212', name: 'Banco Original' },
  { code: '290', name: 'PagBank (PagSeguro)' },
  { code: '323', name: 'Mercado Pago' },
  { code: '655', name: 'Neon (Banco Votorantim)' },
  { code: '422', name: 'Banco Safra' },
  { code: '070', name: 'BRB – Banco de Brasília' },
  { code: '380', name: 'PicPay' },
  { code: '403', name: 'Cora' },
  { code: '197', name: 'Stone' },
  { code: '623', name: 'Banco Pan' },
  { code: '637', name: 'Banco Sofisa' },
  { code: '318', name: 'Banco BMG' },
  { code: '707', name: 'Banco Daycoval' },
  { code: '004', name: 'Banco do Nordeste' },
  { code: '003', name: 'Banco da Amazônia' },
  { code: '021', name: 'Banestes' },
  { code: '037', name: 'Banpará' },
  { code: '047', name: 'Banese' },
  { code: '085', name: 'Ailos' },
  { code: '136', name: 'Unicred' },
  { code: '121', name: 'Agibank' },
  { code: '389', name: 'Banco Mercantil do Brasil' },
  { code: '633', name: 'Banco Rendimento' },
  { code: '079', name: 'PicPay Bank' },
  { code: '364', name: 'Efí (Gerencianet)' },
  { code: '461', name: 'Asaas' },
  { code: '218', name: 'Banco BS2' },
];

const popularNames = new Map(
  POPULAR_BANKS.map((bank) => [bank.code, bank.name]),
);

/** Every bank with a COMPE code: the popular ones first, then the others by code. */
export const BRAZILIAN_BANKS: readonly BrazilianBank[] = [
  ...POPULAR_BANKS,
  ...getBanks()
    .filter((bank) => !popularNames.has(bank.code))
    .map((bank) => ({ code: bank.code, name: bank.name }))
    .sort((a, b) => a.code.localeCompare(b.code)),
];

const banksByCode = new Map(BRAZILIAN_BANKS.map((bank) => [bank.code, bank]));

/** The bank of a 3-digit COMPE code, or undefined. */
export function findBrazilianBank(code: string): BrazilianBank | undefined {
  return banksByCode.get(code);
}
