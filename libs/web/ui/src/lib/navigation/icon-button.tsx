import type { ReactNode } from 'react';
import { iconButtonClasses } from './icon-button-classes';

export type IconButtonProps = {
  /** The accessible name: the button shows only its icon. */
  label: string;
  onClick: () => void;
  children: ReactNode;
};

/** A round button of the top bar that shows only an icon. */
export const IconButton = ({ label, onClick, children }: IconButtonProps) => (
  <button
    type="button"
    aria-label={label}
    onClick={onClick}
    className={iconButtonClasses}
  >
    {children}
  </button>
);
