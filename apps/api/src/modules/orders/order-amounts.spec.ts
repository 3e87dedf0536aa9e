import { computeOrderAmounts } from './order-amounts';

describe('computeOrderAmounts', () => {
  it.each([
    // total, bps, host pays → fee, charged, userAmount
    [5000, 500, 250],
    [1010, 500, 51], // 50,5 → 51 (half up)
    [1009, 500, 50], // 50,45 → 50
    [999, 250, 25], // 24,975 → 25
    [1000, 0, 0],
    [1000, 10_000, 1000],
  ])('total %i at %i bps takes a fee of %i', (total, bps, fee) => {
    expect(computeOrderAmounts(total, bps, false)).toEqual({
      total,
      fee,
      chargedAmount: total,
      userAmount: total - fee,
    });
    expect(computeOrderAmounts(total, bps, true)).toEqual({
      total,
      fee,
      chargedAmount: total + fee,
      userAmount: total,
    });
  });
});
