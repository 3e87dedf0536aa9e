import { cx } from '../class-names';

export type SpinnerProps = { className?: string };

/** A decorative spinning ring in the current text colour; pair it with a text label. */
export const Spinner = ({ className }: SpinnerProps) => (
  <span
    aria-hidden="true"
    className={cx(
      'inline-block size-5 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
      className,
    )}
  />
);
