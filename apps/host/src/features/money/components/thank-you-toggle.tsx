import { cx } from '@celebra/ui';
import { useState } from 'react';
import { readThankYou, writeThankYou } from '../lib/thank-you-store';

export type ThankYouToggleProps = { eventId: number; orderId: number };

/** The host's reminder that this gift was already thanked; remembered in this browser. */
export const ThankYouToggle = ({ eventId, orderId }: ThankYouToggleProps) => {
  const [sent, setSent] = useState(() => readThankYou(eventId, orderId));
  const toggle = () => {
    writeThankYou(eventId, orderId, !sent);
    setSent(!sent);
  };
  return (
    <button
      type="button"
      aria-pressed={sent}
      onClick={toggle}
      className={cx(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
        sent
          ? 'border-success bg-success text-white'
          : 'border-field-border bg-surface text-ink hover:bg-canvas',
      )}
    >
      <span aria-hidden="true">{sent ? '✓' : '○'}</span>
      Agradecimento enviado
    </button>
  );
};
