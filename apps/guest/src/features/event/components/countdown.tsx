import { useEffect, useState } from 'react';
import { siteHeroTexts as t } from '@celebra/contracts';
import { countdownTo } from '@celebra/format';

export type CountdownProps = {
  eventDate: string | null;
  startTime: string | null;
};

const REFRESH_MS = 30_000;

const useNow = () => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

/** Days, hours and minutes to the event; 'É hoje!' on the day; nothing afterwards. */
export const Countdown = ({ eventDate, startTime }: CountdownProps) => {
  const now = useNow();
  const countdown = countdownTo(eventDate, startTime, now);
  if (!countdown || countdown.kind === 'past') return null;
  if (countdown.kind === 'today') {
    return (
      <p
        role="timer"
        aria-label={t.countdownLabel}
        className="site-countdown site-countdown-today mt-4 text-2xl font-bold text-brand-dark"
      >
        {t.countdownToday}
      </p>
    );
  }
  const units = [
    [countdown.days, t.countdownDays(countdown.days)],
    [countdown.hours, t.countdownHours(countdown.hours)],
    [countdown.minutes, t.countdownMinutes(countdown.minutes)],
  ] as const;
  return (
    <div
      role="timer"
      aria-label={t.countdownLabel}
      className="site-countdown mt-5 flex justify-center gap-3"
    >
      {units.map(([value, unit]) => (
        <p
          key={unit}
          className="site-countdown-unit flex min-w-20 flex-col items-center rounded-card bg-brand-dark px-3 py-2 text-white"
        >
          <span className="site-countdown-value text-2xl font-bold tabular-nums">
            {value}
          </span>
          <span className="site-countdown-label text-xs">{unit}</span>
        </p>
      ))}
    </div>
  );
};
