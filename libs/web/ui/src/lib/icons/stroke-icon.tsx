import type { ReactNode } from 'react';

export type IconProps = { className?: string };

export type StrokeIconProps = { className: string; children: ReactNode };

/** A 24 × 24 outline icon in the text colour, hidden from assistive technology. */
export const StrokeIcon = ({ className, children }: StrokeIconProps) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    className={className}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);
