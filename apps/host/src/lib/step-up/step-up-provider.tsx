import { type ReactNode, useCallback, useRef, useState } from 'react';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { StepUpContext } from './step-up-context';

/** Gives `useStepUp` its password dialog, one at a time. */
export const StepUpProvider = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const answer = useRef<(confirmed: boolean) => void>(undefined);

  const confirmPassword = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = undefined;
    setOpen(false);
  };

  return (
    <StepUpContext.Provider value={confirmPassword}>
      {children}
      <PasswordConfirmDialog
        open={open}
        onConfirmed={() => settle(true)}
        onClose={() => settle(false)}
      />
    </StepUpContext.Provider>
  );
};
