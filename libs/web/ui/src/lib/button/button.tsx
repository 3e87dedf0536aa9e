import type { ComponentPropsWithRef } from 'react';
import { cx } from '../class-names';
import { Spinner } from '../loading/spinner';
import {
  buttonClasses,
  type ButtonSize,
  type ButtonVariant,
} from './button-classes';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and blocks further clicks. */
  loading?: boolean;
  fullWidth?: boolean;
};

export const Button = ({
  variant,
  size,
  loading = false,
  fullWidth,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) => (
  <button
    {...props}
    type={type}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    className={cx(buttonClasses({ variant, size, fullWidth }), className)}
  >
    {loading && <Spinner className="size-4" />}
    {children}
  </button>
);
