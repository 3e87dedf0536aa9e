import { amountsOfTotal, type MoneyTerms } from '@celebra/contracts';

/** What the couple is credited for a gift of `price` centavos under `terms` (the order's rule). */
export const youReceive = (
  price: number,
  terms: Pick<MoneyTerms, 'platformFeeBps' | 'guestPaysFee'>,
): number =>
  amountsOfTotal(price, terms.platformFeeBps, terms.guestPaysFee).userAmount;
