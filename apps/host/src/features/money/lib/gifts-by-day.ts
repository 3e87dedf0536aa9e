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

const dayOf = (instant: Date): string => dayFormatter.format(instant);

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The `days` days ending `today`, oldest first, with the api's count of each (the api leaves
 * days without orders out: they count 0 here).
 */
export const giftsByDay = (
  counted: readonly DayCount[],
  days: number,
  today: Date = new Date(),
): DayCount[] => {
  const counts = new Map(counted.map(({ day, count }) => [day, count]));
  return Array.from({ length: days }, (_, index) => {
    const day = dayOf(new Date(today.getTime() - (days - 1 - index) * dayMs));
    return { day, count: counts.get(day) ?? 0 };
  });
};
