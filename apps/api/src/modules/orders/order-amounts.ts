export interface OrderAmounts {
  /** Σ price × quantity of the gifts. */
  total: number;
  fee: number;
  /** What the guest pays. */
  chargedAmount: number;
  /** What the host is credited once APPROVED. */
  userAmount: number;
}

/**
 * DESIGN §5, in integer centavos. fee = total × bps / 10 000 rounded half up to the centavo
 * (R$ 10,10 at 5 % → 50,5 centavos → 51). The host pays it (userAmount = total − fee), or, when
 * the host passes it on, the guest does (chargedAmount = total + fee, userAmount = total).
 * Matches the database check orders_amounts_consistent.
 */
export function computeOrderAmounts(
  total: number,
  feeBps: number,
  guestPaysFee: boolean,
): OrderAmounts {
  const fee = Math.floor((total * feeBps + 5_000) / 10_000);
  return guestPaysFee
    ? { total, fee, chargedAmount: total + fee, userAmount: total }
    : { total, fee, chargedAmount: total, userAmount: total - fee };
}
