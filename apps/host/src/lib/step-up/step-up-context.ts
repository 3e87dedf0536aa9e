import { createContext, useCallback, useContext } from 'react';
import { withStepUp } from './with-step-up';

/** Opens the password dialog; true once the session confirmed the password, false if closed. */
export type ConfirmPassword = () => Promise<boolean>;

const neverConfirmed: ConfirmPassword = () => Promise.resolve(false);

export const StepUpContext = createContext<ConfirmPassword>(neverConfirmed);

/**
 * Wraps a sensitive call (`PUT …/payout-destination`, `POST …/payout-requests`): a
 * REAUTHENTICATION_REQUIRED answer opens 'Confirme sua senha' (`StepUpProvider`) and, once
 * confirmed, the call is made again, once.
 */
export const useStepUp = () => {
  const confirmPassword = useContext(StepUpContext);
  return useCallback(
    <Result>(call: () => Promise<Result>) => withStepUp(call, confirmPassword),
    [confirmPassword],
  );
};
