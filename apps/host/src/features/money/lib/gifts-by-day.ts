import type { ReceivedGift } from '@celebra/contracts';
import { DEFAULT_TIME_ZONE } from '@celebra/format';

export type DayCount = {
  /** 'YYYY-MM-DD' in the platform's time zone. */
  day: string;
  count: number;
};

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const dayOf = (instant: Date | string): string =>
  dayFormatter.format(new Date(instant));

const dayMs = 24 * 60 * 60 * 1000;

/** Approved orders per day over the `days` days ending `today`, oldest first, empty days included. */
export const giftsByDay = (
  gifts: readonly ReceivedGift[],
  days: number,
  today: Date = new Date(),
): DayCount[] => {
  const counts = new Map<string, number>();
  for (const gift of gifts) {
    if (gift.status !== 'APPROVED') continue;
    const day = dayOf(gift.createdAt);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return Array.from({ length: days }, (_, index) => {
    const day = dayOf(new Date(today.getTime() - (days - 1 - index) * dayMs));
    return { day, count: counts.get(day) ?? 0 };
  });
};
