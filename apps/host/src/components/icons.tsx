import { StrokeIcon, type IconProps } from '@celebra/ui';

export const MenuIcon = ({ className = 'size-6' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </StrokeIcon>
);

export const ExternalLinkIcon = ({ className = 'size-5' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </StrokeIcon>
);

export const HomeIcon = ({ className = 'size-6' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />
  </StrokeIcon>
);

export const MessageIcon = ({ className = 'size-6' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </StrokeIcon>
);

export const GiftIcon = ({ className = 'size-6' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />
  </StrokeIcon>
);

export const ChecklistIcon = ({ className = 'size-6' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2" />
  </StrokeIcon>
);

export const CameraIcon = ({ className = 'size-5' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" />
    <circle cx="12" cy="13" r="4" />
  </StrokeIcon>
);

export const PencilIcon = ({ className = 'size-5' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </StrokeIcon>
);

export const ShareIcon = ({ className = 'size-6' }: IconProps) => (
  <StrokeIcon className={className}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </StrokeIcon>
);

export const DownloadIcon = ({ className = 'size-5' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
  </StrokeIcon>
);

export const ChevronDownIcon = ({ className = 'size-5' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M6 9l6 6 6-6" />
  </StrokeIcon>
);

export const CheckIcon = ({ className = 'size-5' }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M5 12l5 5L20 7" />
  </StrokeIcon>
);
