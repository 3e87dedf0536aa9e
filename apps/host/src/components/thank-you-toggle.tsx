import { messages } from '@celebra/contracts';
import { cx } from '@celebra/ui';

export type ThankYouToggleProps = {
  /** When the host marked it; null while not thanked. */
  thankedAt: string | null;
  onToggle: (thanked: boolean) => void;
  /**
   * Whose thanks this is ('presente de Carla Dias: Jantar'), heard after 'Agradecimento
   * enviado' so each toggle of a list has a name of its own.
   */
  subject: string;
};

/** What a gift's toggle names: who gave and which gifts. */
export const giftThanksSubject = (gift: {
  guestName: string;
  items: readonly { giftName: string }[];
}) => {
  const giver = gift.guestName.trim() || messages.screens.common.anonymous;
  const names = gift.items.map((item) => item.giftName).join(', ');
  return names ? `presente de ${giver}: ${names}` : `presente de ${giver}`;
};

/** The host's mark that this was already thanked, kept by the server for every session. */
export const ThankYouToggle = ({
  thankedAt,
  onToggle,
  subject,
}: ThankYouToggleProps) => {
  const sent = thankedAt !== null;
  return (
    <button
      type="button"
      aria-pressed={sent}
      onClick={() => onToggle(!sent)}
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
      <span className="sr-only">{` — ${subject}`}</span>
    </button>
  );
};
