import { cx } from '../class-names';

export type ProgressBarProps = {
  /** 0 to 100; clamped. */
  value: number;
  label: string;
  /** Shows the percentage next to the label (default true). */
  showValue?: boolean;
  className?: string;
};

/** A labelled determinate progress bar (uploads, quotas). */
export const ProgressBar = ({
  value,
  label,
  showValue = true,
  className,
}: ProgressBarProps) => {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex justify-between text-sm text-ink">
        <span>{label}</span>
        {showValue && <span aria-hidden="true">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-canvas ring-1 ring-line"
      >
        <div
          className="h-full rounded-full bg-brand-dark transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
};
