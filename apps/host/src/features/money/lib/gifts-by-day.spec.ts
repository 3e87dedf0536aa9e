import type { ReceivedGift } from '@celebra/contracts';
import { giftsByDay } from './gifts-by-day';

const order = (
  id: number,
  createdAt: string,
  status: ReceivedGift['status'] = 'APPROVED',
): ReceivedGift => ({
  id,
  guestName: 'Convidado',
  createdAt,
  status,
  userAmount: 1000,
  total: 1000,
  guestContact: 'convidado@example.com',
  guestNote: '',
  thankedAt: null,
  items: [],
});

describe('giftsByDay', () => {
  const today = new Date('2026-05-14T15:00:00.000Z');

  it('counts approved orders per São Paulo day, empty days included, oldest first', () => {
    const series = giftsByDay(
      [
        order(1, '2026-05-14T12:00:00.000Z'),
        order(2, '2026-05-14T02:30:00.000Z'),
        order(3, '2026-05-12T20:00:00.000Z'),
        order(4, '2026-05-12T21:00:00.000Z', 'PENDING'),
      ],
      3,
      today,
    );

    expect(series).toEqual([
      { day: '2026-05-12', count: 1 },
      { day: '2026-05-13', count: 1 },
      { day: '2026-05-14', count: 1 },
    ]);
  });

  it('leaves out orders older than the window', () => {
    const series = giftsByDay(
      [order(1, '2026-04-01T12:00:00.000Z')],
      14,
      today,
    );

    expect(series).toHaveLength(14);
    expect(series.every((day) => day.count === 0)).toBe(true);
    expect(series[0].day).toBe('2026-05-01');
  });
});
