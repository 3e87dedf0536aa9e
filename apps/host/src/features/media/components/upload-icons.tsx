import { StrokeIcon, type IconProps } from '@celebra/ui';

export const ArrowUpIcon = ({ className = 'size-5' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </StrokeIcon>
);

export const XIcon = ({ className = 'size-5' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M18 6 6 18M6 6l12 12" />
  </StrokeIcon>
);
