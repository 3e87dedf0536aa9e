import {
  amountsOfTotal,
  linesTotal,
  orderAmounts,
  PLATFORM_FEE_LINE_TITLE,
  platformFee,
  platformFeeLine,
} from './order-amounts';

describe('platformFee', () => {
  it.each([
    // total, bps, fee
    [5000, 500, 250],
    [1010, 500, 51], // 50,5 → 51 (half up)
    [1009, 500, 50], // 50,45 → 50
    [1030, 500, 52], // 51,5 → 52
    [999, 250, 25], // 24,975 → 25
    [1, 5000, 1], // 0,5 → 1
    [1, 4999, 0], // 0,4999 → 0
    [0, 500, 0],
    [1000, 0, 0],
    [1000, 10_000, 1000],
  ])('of %i centavos at %i bps is %i', (total, bps, fee) => {
    expect(platformFee(total, bps)).toBe(fee);
  });
});

describe('amountsOfTotal', () => {
  it.each([
    // total, bps, fee
    [5000, 500, 250],
    [1010, 500, 51],
    [1009, 500, 50],
    [999, 250, 25],
    [1000, 0, 0],
    [0, 500, 0],
    [1000, 10_000, 1000],
  ])('total %i at %i bps takes a fee of %i', (total, bps, fee) => {
    expect(amountsOfTotal(total, bps, false)).toEqual({
      total,
      fee,
      chargedAmount: total,
      userAmount: total - fee,
      feeLine: null,
    });
    expect(amountsOfTotal(total, bps, true)).toEqual({
      total,
      fee,
      chargedAmount: total + fee,
      userAmount: total,
      feeLine:
        fee > 0
          ? { title: PLATFORM_FEE_LINE_TITLE, quantity: 1, unitPrice: fee }
          : null,
    });
  });
});

describe('orderAmounts', () => {
  const lines = [
    { price: 15000, quantity: 2 },
    { price: 3505, quantity: 3 },
  ];

  it('adds up price × quantity of the lines', () => {
    expect(linesTotal(lines)).toBe(40515);
    expect(linesTotal([])).toBe(0);
  });

  it('prices the lines like their total', () => {
    // 40 515 × 5 % = 2 025,75 → 2 026
    expect(orderAmounts(lines, 500, true)).toEqual(
      amountsOfTotal(40515, 500, true),
    );
    expect(orderAmounts(lines, 500, true)).toMatchObject({
      fee: 2026,
      chargedAmount: 42541,
      userAmount: 40515,
    });
    expect(orderAmounts(lines, 500, false)).toMatchObject({
      fee: 2026,
      chargedAmount: 40515,
      userAmount: 38489,
      feeLine: null,
    });
  });
});

describe('platformFeeLine', () => {
  it.each([
    [
      250,
      true,
      { title: PLATFORM_FEE_LINE_TITLE, quantity: 1, unitPrice: 250 },
    ],
    [250, false, null],
    [0, true, null],
    [0, false, null],
  ])('of a fee of %i, guest pays: %s', (fee, guestPaysFee, line) => {
    expect(platformFeeLine(fee, guestPaysFee)).toEqual(line);
  });
});
