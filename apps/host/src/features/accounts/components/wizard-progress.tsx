import { cx } from '@celebra/ui';
import {
  type WizardStep,
  wizardStepLabels,
  wizardSteps,
} from '../lib/wizard-steps';

export type WizardProgressProps = {
  current: WizardStep;
  /** The wizard's steps in order: the registration's four unless told. */
  steps?: readonly WizardStep[];
  label?: string;
};

const columns: Record<number, string> = { 3: 'grid-cols-3', 4: 'grid-cols-4' };

/** The wizard's steps, the current one marked. */
export const WizardProgress = ({
  current,
  steps = wizardSteps,
  label = 'Etapas do cadastro',
}: WizardProgressProps) => {
  const currentIndex = steps.indexOf(current);
  return (
    <ol
      aria-label={label}
      className={cx('mb-6 grid gap-2', columns[steps.length])}
    >
      {steps.map((step, index) => (
        <li
          key={step}
          aria-current={step === current ? 'step' : undefined}
          className="flex flex-col items-center gap-1 text-center text-xs sm:text-sm"
        >
          <span
            aria-hidden="true"
            className={cx(
              'flex size-8 items-center justify-center rounded-full border-2 font-semibold',
              index <= currentIndex
                ? 'border-brand-dark bg-brand-dark text-white'
                : 'border-line bg-surface text-muted',
            )}
          >
            {index + 1}
          </span>
          <span
            className={cx(
              index === currentIndex ? 'font-semibold text-ink' : 'text-muted',
            )}
          >
            <span className="sr-only">{`Etapa ${index + 1}: `}</span>
            {wizardStepLabels[step]}
          </span>
        </li>
      ))}
    </ol>
  );
};
