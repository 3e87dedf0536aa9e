import { payoutsFromOf } from './payout-destination-hold';

const createdAt = new Date('2026-11-01T12:00:00Z');
const updatedAt = new Date('2026-11-20T12:00:00Z');

describe('payoutsFromOf', () => {
  it('holds a replaced destination for the given hours', () => {
    expect(
      payoutsFromOf(
        { createdAt, updatedAt },
        24,
        new Date('2026-11-21T11:59:59Z'),
      ),
    ).toEqual(new Date('2026-11-21T12:00:00Z'));
  });

  it('holds nothing once the hours are over, for a first destination, or with a hold of 0', () => {
    const later = new Date('2026-11-21T12:00:00Z');
    expect(payoutsFromOf({ createdAt, updatedAt }, 24, later)).toBeUndefined();
    expect(
      payoutsFromOf({ createdAt: updatedAt, updatedAt }, 24, updatedAt),
    ).toBeUndefined();
    expect(
      payoutsFromOf({ createdAt, updatedAt }, 0, updatedAt),
    ).toBeUndefined();
  });
});
