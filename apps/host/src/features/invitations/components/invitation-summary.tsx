import {
  hostTexts,
  type InvitationSummary as Summary,
} from '@celebra/contracts';
import { formatCount } from '@celebra/format';

const t = hostTexts.invitations;

const cards = [
  'invitations',
  'invited',
  'answered',
  'attending',
  'declined',
  'adults',
  'children',
  'awaiting',
  'review',
] as const satisfies readonly (keyof Summary & keyof typeof t.summary)[];

/** The whole list's counts: invitations, people invited, answers, who comes (adults, children), who not. */
export const InvitationSummary = ({ summary }: { summary: Summary }) => (
  <dl
    aria-label={t.summaryLabel}
    className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9"
  >
    {cards.map((key) => (
      <div
        key={key}
        className="flex flex-col gap-1 rounded-card border border-line bg-surface p-3 shadow-sm"
      >
        <dt className="text-xs text-muted sm:text-sm">{t.summary[key]}</dt>
        <dd className="text-xl font-bold text-ink">
          {formatCount(summary[key])}
        </dd>
      </div>
    ))}
  </dl>
);
