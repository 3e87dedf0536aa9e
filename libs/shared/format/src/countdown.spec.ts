import { countdownTo } from './countdown';

describe('countdownTo', () => {
  it('counts days, hours and minutes to the start time in São Paulo', () => {
    // 2027-03-21 16:00 in São Paulo (UTC-3) is 19:00 UTC.
    expect(
      countdownTo('2027-03-21', '16:00', new Date('2027-03-18T17:30:00Z')),
    ).toEqual({ kind: 'upcoming', days: 3, hours: 1, minutes: 30 });
  });

  it('counts to midnight of the event day when there is no start time', () => {
    expect(
      countdownTo('2027-03-21', null, new Date('2027-03-20T03:01:00Z')),
    ).toEqual({ kind: 'upcoming', days: 0, hours: 23, minutes: 59 });
  });

  it('says it is today on the event day, before and after the start', () => {
    expect(
      countdownTo('2027-03-21', '16:00', new Date('2027-03-21T03:00:00Z')),
    ).toEqual({ kind: 'today' });
    expect(
      countdownTo('2027-03-21', '16:00', new Date('2027-03-22T02:59:00Z')),
    ).toEqual({ kind: 'today' });
  });

  it('is past from the next day on', () => {
    expect(
      countdownTo('2027-03-21', '16:00', new Date('2027-03-22T03:00:00Z')),
    ).toEqual({ kind: 'past' });
  });

  it('has nothing to count without a valid date', () => {
    expect(countdownTo(null, '16:00', new Date())).toBeNull();
    expect(countdownTo('21/03/2027', null, new Date())).toBeNull();
  });
});
