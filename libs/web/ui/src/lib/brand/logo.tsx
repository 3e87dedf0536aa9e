import { cx } from '../class-names';

export type LogoProps = { className?: string };

/** The Celebra mark and name. */
export const Logo = ({ className }: LogoProps) => (
  <span
    className={cx(
      'inline-flex items-center gap-2 text-lg font-bold text-brand-dark',
      className,
    )}
  >
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M16 25s-8-5.2-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 24 14c0 5.8-8 11-8 11z"
        fill="#fff"
      />
    </svg>
    Celebra
  </span>
);
