export { ApiError, getErrorMessage, isApiError } from './lib/api-error';
export { clientTexts } from './lib/texts';
export type { ApiErrorOptions, FieldErrors } from './lib/api-error';
export { createApiClient } from './lib/create-api-client';
export { createQueryClient } from './lib/query-client';
export { QueryProvider, type QueryProviderProps } from './lib/query-provider';
export type { ApiClient, ApiClientOptions } from './lib/create-api-client';
export type { QueryParams } from './lib/build-url';
export { adminSession, userSession } from './lib/session';
export type { Session, SessionStore } from './lib/session';
export type { AuthMode, RequestOptions, UploadOptions } from './lib/types';
export { createQueryKeys } from './lib/query-keys';
export {
  callRoute,
  routePath,
  type RouteInput,
  type RouteResult,
} from './lib/call-route';
export { csvFile } from './lib/csv-file';

export { settlePasswordReset } from './accounts/settle-password-reset';
export type { PasswordResetOutcome } from './accounts/settle-password-reset';
export {
  adminPasswordReset,
  userPasswordReset,
} from './accounts/password-reset-flows';
export type { PasswordResetFlow } from './accounts/password-reset-flows';

export { siteAccessHeaders } from './events/site-access-headers';
export { sitePasswordGateOf } from './events/site-password-gate';
export type { SitePasswordGate } from './events/site-password-gate';
export { siteAccess } from './events/site-access-store';
export type { SiteAccessStore } from './events/site-access-store';

export { newIdempotencyKey } from './orders/idempotency-key';
