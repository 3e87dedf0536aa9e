import {
  amountsOfTotal,
  giftLine,
  sharePrice,
  splitsEvenly,
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

describe('the amounts of the three gift kinds (fee half up on the order total)', () => {
  it.each([
    // choice, guestPaysFee, total, fee, charged, credited
    [
      { kind: 'fixed', price: 35_050, quantity: 2 },
      false,
      70_100,
      3505,
      70_100,
      66_595,
    ],
    [{ kind: 'fixed', price: 1010, quantity: 1 }, true, 1010, 51, 1061, 1010],
    [
      { kind: 'shares', price: 99_999, shareCount: 3, quantity: 2 },
      false,
      66_666,
      3333,
      66_666,
      63_333,
    ],
    [
      { kind: 'shares', price: 100_000, shareCount: 10, quantity: 3 },
      true,
      30_000,
      1500,
      31_500,
      30_000,
    ],
    [{ kind: 'free', amount: 12_345 }, true, 12_345, 617, 12_962, 12_345],
    [{ kind: 'free', amount: 1030 }, false, 1030, 52, 1030, 978],
  ] as const)(
    '%o (guest pays the fee: %s) → total %i, fee %i, charged %i, credited %i',
    (choice, guestPaysFee, total, fee, chargedAmount, userAmount) => {
      expect(orderAmounts([giftLine(choice)], 500, guestPaysFee)).toMatchObject(
        {
          total,
          fee,
          chargedAmount,
          userAmount,
        },
      );
    },
  );

  it('prices a share at the gift price over its share count, which must divide evenly', () => {
    expect(sharePrice(600_000, 12)).toBe(50_000);
    expect(splitsEvenly(600_000, 12)).toBe(true);
    expect(splitsEvenly(100_001, 3)).toBe(false);
    expect(giftLine({ kind: 'free', amount: 5000 })).toEqual({
      price: 5000,
      quantity: 1,
    });
  });
});
