import { Button } from '@celebra/ui';
import type { ReactNode } from 'react';
import { DownloadIcon } from './icons';

export type DownloadButtonProps = {
  onClick: () => void;
  /** Spins and blocks while the file is made. */
  loading: boolean;
  children: ReactNode;
};

/** A secondary button with the download icon before its label. */
export const DownloadButton = ({
  onClick,
  loading,
  children,
}: DownloadButtonProps) => (
  <Button variant="secondary" onClick={onClick} loading={loading}>
    <DownloadIcon />
    {children}
  </Button>
);
