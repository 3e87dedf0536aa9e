import { isApiError } from '@celebra/api-client';

/** The person closed the password dialog: the call was not made, nothing to report. */
export class StepUpCancelledError extends Error {
  constructor() {
    super('Confirmação de senha cancelada.');
    this.name = 'StepUpCancelledError';
  }
}

export const isReauthenticationRequired = (error: unknown): boolean =>
  isApiError(error) && error.code === 'REAUTHENTICATION_REQUIRED';

/**
 * Makes a sensitive call; when the api asks for the password again, `confirmPassword` asks the
 * person (true once the session confirmed it) and the call is made once more.
 */
export async function withStepUp<Result>(
  call: () => Promise<Result>,
  confirmPassword: () => Promise<boolean>,
): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    if (!isReauthenticationRequired(error)) throw error;
    if (!(await confirmPassword())) throw new StepUpCancelledError();
    return call();
  }
}

/** A call's `onError` that stays silent when the person closed the password dialog. */
export const unlessStepUpCancelled =
  (onError: (error: unknown) => void) =>
  (error: unknown): void => {
    if (!(error instanceof StepUpCancelledError)) onError(error);
  };
