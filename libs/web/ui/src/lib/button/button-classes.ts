import { cx } from '../class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark ' +
  'disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-dark text-white hover:bg-brand-darker',
  secondary:
    'border border-brand-dark bg-surface text-brand-dark hover:bg-brand-soft',
  danger:
    'bg-danger text-white hover:bg-danger-dark focus-visible:outline-danger',
  ghost: 'bg-transparent text-ink hover:bg-canvas',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-base',
  lg: 'h-12 px-6 text-lg',
};

/** The classes of a button, for elements that must look like one (links, alert buttons). */
export const buttonClasses = ({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
} = {}): string =>
  cx(
    // Hooks for an app's own styles (the guest site's themes).
    `ui-button ui-button-${variant}`,
    base,
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
  );
