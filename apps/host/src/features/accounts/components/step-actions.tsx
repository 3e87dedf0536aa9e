import { Button } from '@celebra/ui';
import type { ReactNode } from 'react';

export type StepActionsProps = {
  /** Absent on the first step. */
  onBack?: () => void;
  nextLabel?: ReactNode;
  loading?: boolean;
};

/** 'Voltar' and the step's submit button ('Próximo' unless told). */
export const StepActions = ({
  onBack,
  nextLabel = 'Próximo',
  loading = false,
}: StepActionsProps) => (
  <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
    {onBack ? (
      <Button variant="secondary" onClick={onBack} disabled={loading}>
        Voltar
      </Button>
    ) : (
      <span />
    )}
    <Button type="submit" loading={loading}>
      {nextLabel}
    </Button>
  </div>
);
