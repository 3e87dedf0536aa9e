import { useEffect, useState } from 'react';
import type { PasswordResetResult } from './password-reset-result';

/** What the reset page knows of its link: still being asked, usable, or refused (its message). */
export type ResetLinkCheck =
  | { state: 'checking' }
  | { state: 'usable' }
  | { state: 'refused'; message: string };

/**
 * Asks the api once, when the page opens, whether the link's token can still set a password
 * (the check does not use it). Only a refusal of the link itself hides the form: any other
 * failure (offline, a server error) leaves it, and the confirmation will tell.
 */
export function useResetLinkCheck(
  token: string | undefined,
  validate: (token: string) => Promise<PasswordResetResult>,
): ResetLinkCheck {
  const [check, setCheck] = useState<ResetLinkCheck>({ state: 'checking' });
  useEffect(() => {
    if (!token) return;
    let current = true;
    void validate(token).then((result) => {
      if (!current) return;
      setCheck(
        !result.ok && result.linkRefused
          ? { state: 'refused', message: result.message }
          : { state: 'usable' },
      );
    });
    return () => {
      current = false;
    };
  }, [token, validate]);
  return check;
}
