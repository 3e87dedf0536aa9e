import { giftsByDay } from './gifts-by-day';

describe('giftsByDay', () => {
  const today = new Date('2026-05-14T15:00:00.000Z');

  it('lays the counts on the São Paulo days ending today, empty days included, oldest first', () => {
    const series = giftsByDay(
      [
        { day: '2026-05-12', count: 2 },
        { day: '2026-05-14', count: 1 },
      ],
      3,
      today,
    );

    expect(series).toEqual([
      { day: '2026-05-12', count: 2 },
      { day: '2026-05-13', count: 0 },
      { day: '2026-05-14', count: 1 },
    ]);
  });

  it('leaves out counts older than the window', () => {
    const series = giftsByDay([{ day: '2026-04-01', count: 3 }], 14, today);

    expect(series).toHaveLength(14);
    expect(series.every((day) => day.count === 0)).toBe(true);
    expect(series[0]?.day).toBe('2026-05-01');
  });

  it('takes the day in São Paulo, not in UTC', () => {
    // 02:30 UTC on the 14th is still the 13th in São Paulo.
    const series = giftsByDay(
      [{ day: '2026-05-13', count: 1 }],
      1,
      new Date('2026-05-14T02:30:00.000Z'),
    );
    expect(series).toEqual([{ day: '2026-05-13', count: 1 }]);
  });
});
