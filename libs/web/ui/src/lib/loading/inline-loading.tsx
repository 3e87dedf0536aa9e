import { cx } from '../class-names';
import { Spinner } from './spinner';

export type InlineLoadingProps = {
  label?: string;
  /** Shows the label next to the spinner instead of only to assistive technology. */
  showLabel?: boolean;
  className?: string;
};

/** A small spinner for a section, table or list that is loading. */
export const InlineLoading = ({
  label = 'Carregando...',
  showLabel = false,
  className,
}: InlineLoadingProps) => (
  <span
    role="status"
    aria-label={label}
    className={cx('inline-flex items-center gap-2 text-muted', className)}
  >
    <Spinner className="size-4 text-brand-dark" />
    <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
  </span>
);
