import { cx } from '@celebra/ui';
import { type ReactNode, useId } from 'react';

export type SettingSwitchProps = {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What happened to the last change (saving, saved, failed), under the description. */
  status?: ReactNode;
  /** Shown but not changeable (a role that may only view). */
  disabled?: boolean;
};

/** An on/off setting: a button with role switch, named by its label and described by its text. */
export const SettingSwitch = ({
  label,
  description,
  checked,
  onChange,
  status,
  disabled = false,
}: SettingSwitchProps) => {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-ink">
          {label}
        </p>
        <p id={descriptionId} className="text-sm text-muted">
          {description}
        </p>
        {status}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors motion-reduce:transition-none',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
          'disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-dark' : 'bg-muted',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
};
