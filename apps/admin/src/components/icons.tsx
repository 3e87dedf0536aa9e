import { StrokeIcon, type IconProps } from '@celebra/ui';

export const HomeIcon = ({ className = 'size-6' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10" />
  </StrokeIcon>
);

export const LogoutIcon = ({ className = 'size-8' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </StrokeIcon>
);

export const UsersIcon = ({ className = 'size-8' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </StrokeIcon>
);

export const CalendarIcon = ({ className = 'size-8' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18" />
  </StrokeIcon>
);

export const GiftIcon = ({ className = 'size-8' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z" />
  </StrokeIcon>
);

export const TagIcon = ({ className = 'size-8' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8zM7 7h.01" />
  </StrokeIcon>
);

export const StarIcon = ({ className = 'size-8' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
  </StrokeIcon>
);

export const WalletIcon = ({ className = 'size-8' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M20 7H5a2 2 0 0 1 0-4h14v4M3 5v14a2 2 0 0 0 2 2h15V7M16 14h.01" />
  </StrokeIcon>
);

export const ShieldIcon = ({ className = 'size-8' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4" />
  </StrokeIcon>
);
