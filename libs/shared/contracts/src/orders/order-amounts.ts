/** One line of an order: a unit price in centavos and how many. */
export interface AmountLine {
  price: number;
  quantity: number;
}

/** The checkout line that carries the platform fee when the guest pays it. */
export interface FeeLine {
  title: string;
  quantity: 1;
  unitPrice: number;
}

export interface OrderAmounts {
  /** Σ price × quantity of the lines. */
  total: number;
  fee: number;
  /** What the guest pays. */
  chargedAmount: number;
  /** What the host is credited once the order is approved. */
  userAmount: number;
  /** Present only when the guest pays a fee above 0. */
  feeLine: FeeLine | null;
}

export const PLATFORM_FEE_LINE_TITLE = 'Taxa de serviço da plataforma';

const BPS_PER_UNIT = 10_000;

/** Σ price × quantity, in centavos. */
export function linesTotal(lines: readonly AmountLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/**
 * The platform fee of `total` centavos at `feeBps` basis points, rounded half up to the
 * centavo: R$ 10,10 at 5 % is 50,5 centavos, charged as 51.
 */
export function platformFee(total: number, feeBps: number): number {
  return Math.floor((total * feeBps + BPS_PER_UNIT / 2) / BPS_PER_UNIT);
}

/** The fee's own checkout line: only when the guest pays it and it is above 0. */
export function platformFeeLine(
  fee: number,
  guestPaysFee: boolean,
): FeeLine | null {
  return guestPaysFee && fee > 0
    ? { title: PLATFORM_FEE_LINE_TITLE, quantity: 1, unitPrice: fee }
    : null;
}

/**
 * The amounts of an order of `total` centavos. The host pays the fee (userAmount = total − fee)
 * or, when the host passes it on, the guest does (chargedAmount = total + fee, userAmount =
 * total). The database check orders_amounts_consistent holds the same equations.
 */
export function amountsOfTotal(
  total: number,
  feeBps: number,
  guestPaysFee: boolean,
): OrderAmounts {
  const fee = platformFee(total, feeBps);
  const feeLine = platformFeeLine(fee, guestPaysFee);
  return guestPaysFee
    ? { total, fee, chargedAmount: total + fee, userAmount: total, feeLine }
    : { total, fee, chargedAmount: total, userAmount: total - fee, feeLine };
}

/** The amounts of an order of these lines (see amountsOfTotal). */
export function orderAmounts(
  lines: readonly AmountLine[],
  feeBps: number,
  guestPaysFee: boolean,
): OrderAmounts {
  return amountsOfTotal(linesTotal(lines), feeBps, guestPaysFee);
}

/** The three kinds of gift of an event's list (see docs/money.md). */
export const GIFT_KINDS = ['fixed', 'free', 'shares'] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];

/**
 * The price of one share of a gift of `price` centavos split into `shareCount` equal shares.
 * A shared gift's price must divide evenly (the host's form and the database refuse
 * anything else), so shares × share price is always the gift's price, to the centavo.
 */
export function sharePrice(price: number, shareCount: number): number {
  return price / shareCount;
}

/** Whether `price` centavos split into `shareCount` equal shares of whole centavos. */
export function splitsEvenly(price: number, shareCount: number): boolean {
  return shareCount > 0 && price % shareCount === 0;
}

/** What a guest chose of one gift: units of a fixed gift, shares of a shared one, an amount of a free one. */
export type GiftChoice =
  | { kind: 'fixed'; price: number; quantity: number }
  | { kind: 'shares'; price: number; shareCount: number; quantity: number }
  | { kind: 'free'; amount: number };

/**
 * The order line of a choice: a fixed gift at its price × units, a shared gift at its
 * share price × shares, a free-value gift once at the amount the guest typed. Every
 * kind then goes through the same orderAmounts (fee half up on the order's total).
 */
export function giftLine(choice: GiftChoice): AmountLine {
  switch (choice.kind) {
    case 'fixed':
      return { price: choice.price, quantity: choice.quantity };
    case 'shares':
      return {
        price: sharePrice(choice.price, choice.shareCount),
        quantity: choice.quantity,
      };
    case 'free':
      return { price: choice.amount, quantity: 1 };
  }
}
