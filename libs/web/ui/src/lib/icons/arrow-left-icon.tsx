import { StrokeIcon, type IconProps } from './stroke-icon';

export const ArrowLeftIcon = ({ className = 'size-6' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </StrokeIcon>
);
