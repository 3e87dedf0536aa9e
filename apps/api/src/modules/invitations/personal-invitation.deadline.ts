import { countdownTo, formatDate } from '@celebra/format';

/** The RSVP dates of an event: the host's last day to answer, and the event's own day. */
export interface RsvpDates {
  /** 'YYYY-MM-DD', the last day (inclusive) answers may change; null: until the event. */
  deadline: string | null;
  eventDate: string | null;
}

/**
 * Whether answers are closed at `now`: the day after the deadline has begun in the event's
 * time zone (Brasília, as every date of the product), or without a deadline the day after the
 * event. Neither date: always open.
 */
export function rsvpClosed(dates: RsvpDates, now: Date): boolean {
  const lastDay = dates.deadline ?? dates.eventDate;
  return countdownTo(lastDay, null, now)?.kind === 'past';
}

/** The deadline as the refusal says it: 'dd/mm/aaaa' (the event's day without a deadline). */
export const closingDay = (dates: RsvpDates): string =>
  formatDate(dates.deadline ?? dates.eventDate);
