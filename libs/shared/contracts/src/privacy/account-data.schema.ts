import { z } from 'zod';
import { PASSWORD_RESET_TOKEN_PATTERN } from '../accounts/password-reset.schema';
import { okResponse } from '../common.schema';

/** How long the e-mailed link to a host's data export works. */
export const ACCOUNT_EXPORT_TTL_HOURS = 48;
/** Exports one account may ask for in 24 hours. */
export const ACCOUNT_EXPORTS_PER_DAY = 3;
/** Days between asking to close an account and its erasure, during which it can be cancelled. */
export const ACCOUNT_CLOSURE_GRACE_DAYS = 7;

/** Where the latest export stands: being built, ready to download, failed, or its link lapsed. */
export const ACCOUNT_EXPORT_STATES = [
  'building',
  'ready',
  'failed',
  'expired',
] as const;

export const accountExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(ACCOUNT_EXPORT_STATES),
  requestedAt: z.iso.datetime(),
  /** When the download link stops working (ready or expired exports). */
  expiresAt: z.iso.datetime().nullable(),
});

/** The account's closure in its grace period, if any. */
export const accountClosureSchema = z.object({
  closesAt: z.iso.datetime(),
});

/** `GET /api/users/me/data`: the latest export and the pending closure. */
export const accountDataResponseSchema = okResponse({
  export: accountExportSchema.nullable(),
  closure: accountClosureSchema.nullable(),
});

/** `POST /api/users/me/data/export` (202): the export is being built; a link will be e-mailed. */
export const requestAccountExportResponseSchema = okResponse({
  message: z.string(),
  export: accountExportSchema,
});

/** The token of the e-mailed download link (32 random bytes, base64url, like a reset link's). */
export const accountExportDownloadQuerySchema = z.object({
  token: z
    .string({ error: 'Link de download inválido.' })
    .regex(PASSWORD_RESET_TOKEN_PATTERN, 'Link de download inválido.'),
});

/** `POST /api/users/me/closure`: the closure is scheduled for `closesAt`. */
export const requestAccountClosureResponseSchema = okResponse({
  message: z.string(),
  closure: accountClosureSchema,
});

/** `DELETE /api/users/me/closure`: the account stays open. */
export const cancelAccountClosureResponseSchema = okResponse({
  message: z.string(),
});

export type AccountExportState = (typeof ACCOUNT_EXPORT_STATES)[number];
export type AccountExport = z.infer<typeof accountExportSchema>;
export type AccountClosure = z.infer<typeof accountClosureSchema>;
export type AccountDataResponse = z.infer<typeof accountDataResponseSchema>;
export type RequestAccountExportResponse = z.infer<
  typeof requestAccountExportResponseSchema
>;
export type RequestAccountClosureResponse = z.infer<
  typeof requestAccountClosureResponseSchema
>;
export type CancelAccountClosureResponse = z.infer<
  typeof cancelAccountClosureResponseSchema
>;
