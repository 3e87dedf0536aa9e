import { getErrorMessage, isApiError } from '../lib/api-error';
import { clientTexts } from '../lib/texts';

/** How the reset screens show a call's end; a refused link is the failure named on `token`. */
export type PasswordResetOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; linkRefused: boolean };

/** A password-reset call (host or administrator) settled into what the reset screens show. */
export const settlePasswordReset = (
  call: Promise<{ message?: string }>,
): Promise<PasswordResetOutcome> =>
  call.then(
    ({ message }) => ({ ok: true, message: message ?? '' }),
    (error: unknown) => ({
      ok: false,
      message: getErrorMessage(error, clientTexts.unexpected),
      linkRefused: isApiError(error) && Boolean(error.fieldErrors?.token),
    }),
  );
