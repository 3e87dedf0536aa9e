import { RECEIVED_GIFTS_CHART_DAYS } from '@celebra/contracts';
import { formatDate } from '@celebra/format';
import { Card, InlineLoading } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { receivedGiftsDailyQueryOptions } from '../api/money-queries';
import { giftsByDay } from '../lib/gifts-by-day';

export type ReceivedGiftsChartProps = { eventId: number };

const days = RECEIVED_GIFTS_CHART_DAYS;
const width = 280;
const height = 96;
const gap = 4;
const barWidth = (width - gap * (days - 1)) / days;

const plural = (count: number) =>
  count === 1 ? '1 presente' : `${count} presentes`;

/** Approved gift orders per day over the last 14 days: a small bar chart with a text summary. */
export const ReceivedGiftsChart = ({ eventId }: ReceivedGiftsChartProps) => {
  const gifts = useQuery(receivedGiftsDailyQueryOptions(eventId));
  const summaryId = useId();
  const series = useMemo(
    () => giftsByDay(gifts.data ?? [], days),
    [gifts.data],
  );
  const total = series.reduce((sum, day) => sum + day.count, 0);
  const highest = Math.max(1, ...series.map((day) => day.count));
  const summary = `${plural(total)} nos últimos ${days} dias.`;

  return (
    <Card title="Presentes recebidos por dia" headingLevel={2}>
      {gifts.isPending ? (
        <InlineLoading label="Carregando presentes..." />
      ) : (
        <figure className="flex flex-col gap-2">
          <svg
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-labelledby={summaryId}
            className="h-24 w-full"
            preserveAspectRatio="none"
          >
            <line
              x1={0}
              x2={width}
              y1={height - 0.5}
              y2={height - 0.5}
              className="stroke-line"
            />
            {series.map((day, index) => {
              const barHeight = (day.count / highest) * (height - 4);
              return (
                <rect
                  key={day.day}
                  x={index * (barWidth + gap)}
                  y={height - barHeight}
                  width={barWidth}
                  height={barHeight}
                  rx={2}
                  className="fill-brand-dark"
                />
              );
            })}
          </svg>
          <div
            aria-hidden="true"
            className="flex justify-between text-xs text-muted"
          >
            <span>{formatDate(series.at(0)?.day)}</span>
            <span>{formatDate(series.at(-1)?.day)}</span>
          </div>
          <figcaption id={summaryId} className="text-sm text-ink">
            {summary}
          </figcaption>
          <table className="sr-only">
            <caption>Presentes recebidos por dia</caption>
            <thead>
              <tr>
                <th scope="col">Dia</th>
                <th scope="col">Presentes</th>
              </tr>
            </thead>
            <tbody>
              {series.map((day) => (
                <tr key={day.day}>
                  <td>{formatDate(day.day)}</td>
                  <td>{day.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      )}
    </Card>
  );
};
