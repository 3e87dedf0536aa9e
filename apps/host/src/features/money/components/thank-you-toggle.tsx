import { cx } from '@celebra/ui';

export type ThankYouToggleProps = {
  /** When the host marked it; null while not thanked. */
  thankedAt: string | null;
  onToggle: (thanked: boolean) => void;
};

/** The host's mark that this gift was already thanked, kept by the server for every session. */
export const ThankYouToggle = ({
  thankedAt,
  onToggle,
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
    </button>
  );
};
