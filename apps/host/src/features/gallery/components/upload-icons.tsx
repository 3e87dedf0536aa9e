type IconProps = { className?: string };

const strokeProps = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ArrowUpIcon = ({ className = 'size-5' }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    className={className}
    {...strokeProps}
  >
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);

export const XIcon = ({ className = 'size-5' }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    className={className}
    {...strokeProps}
  >
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
