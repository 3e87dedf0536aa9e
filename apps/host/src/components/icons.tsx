type IconProps = { className?: string };

const strokeProps = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ArrowLeftIcon = ({ className = 'size-6' }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    className={className}
    {...strokeProps}
  >
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </svg>
);

export const MenuIcon = ({ className = 'size-6' }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    className={className}
    {...strokeProps}
  >
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const ExternalLinkIcon = ({ className = 'size-5' }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    className={className}
    {...strokeProps}
  >
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);
