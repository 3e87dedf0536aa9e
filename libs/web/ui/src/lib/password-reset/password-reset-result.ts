/**
 * What a password-reset call answered, read by the app (the ui kit does not know the api's
 * errors): its message, and whether the link itself was refused (unknown, used or expired).
 */
export type PasswordResetResult =
  | { ok: true; message: string }
  | { ok: false; message: string; linkRefused?: boolean };
