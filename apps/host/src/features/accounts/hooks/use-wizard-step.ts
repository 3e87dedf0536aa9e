import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  allowedStep,
  parseStep,
  previousStep,
  stepNumber,
  type WizardData,
  type WizardStep,
} from '../lib/wizard-steps';

/** History state of a step reached by 'Próximo': the step it came from. */
type StepState = { fromStep?: WizardStep } | null;

const search = (step: WizardStep) =>
  step === 'event-types' ? '' : `?step=${stepNumber(step)}`;

/**
 * The current step lives in the URL by the number the progress shows (`/register?step=3` on
 * 'Presentes'), so the browser's Back and Forward
 * move between steps. A step the data does not allow yet (an old link, a fresh tab) is replaced
 * by the furthest one it allows.
 */
export const useWizardStep = (data: WizardData) => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const requested = parseStep(params.get('step'));
  const step = allowedStep(requested, data);

  useEffect(() => {
    if (step !== requested)
      void navigate({ search: search(step) }, { replace: true });
  }, [step, requested, navigate]);

  /** 'Próximo': a new history entry. */
  const goNext = useCallback(
    (next: WizardStep) =>
      void navigate(
        { search: search(next) },
        { state: { fromStep: step } satisfies StepState },
      ),
    [navigate, step],
  );

  /** 'Voltar': the browser's Back when the previous entry is the previous step, else a replace. */
  const goBack = useCallback(() => {
    const previous = previousStep(step);
    if ((location.state as StepState)?.fromStep === previous) void navigate(-1);
    else void navigate({ search: search(previous) }, { replace: true });
  }, [location.state, navigate, step]);

  return { step, goNext, goBack };
};
