export { ApiError, getErrorMessage, isApiError } from './lib/api-error';
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

export { listEventTypes } from './catalogue/list-event-types';
export { listEventCategories } from './catalogue/list-event-categories';
export { fetchGiftsSlug } from './catalogue/fetch-gifts-slug';
export { listEventGifts } from './catalogue/list-event-gifts';
export { createGiftSuggestion } from './catalogue/create-gift-suggestion';
export { removeEventGift } from './catalogue/remove-event-gift';
export { saveOwnGift, type SaveOwnGiftInput } from './catalogue/save-own-gift';
export { getGiftCatalogue } from './catalogue/get-gift-catalogue';
export { addEventGifts } from './catalogue/add-event-gifts';

export { getEventDashboard } from './dashboard/get-event-dashboard';

export { siteAccessHeaders } from './events/site-access-headers';
export { sitePasswordGateOf } from './events/site-password-gate';
export type { SitePasswordGate } from './events/site-password-gate';
export { siteAccess } from './events/site-access-store';
export type { SiteAccessStore } from './events/site-access-store';

export { newIdempotencyKey } from './orders/idempotency-key';

export { listEventServices } from './services/list-event-services';
export { listPendingPaymentServices } from './services/list-pending-payment-services';
export { purchaseService } from './services/purchase-service';

export { listAdminGiftsByCategory } from './admin/catalogue/list-admin-gifts-by-category';
export { getAdminGift } from './admin/catalogue/get-admin-gift';
export {
  createAdminGift,
  updateAdminGift,
} from './admin/catalogue/save-admin-gift';
export type { SaveAdminGiftInput } from './admin/catalogue/save-admin-gift';
export { deleteAdminGift } from './admin/catalogue/delete-admin-gift';
export { createAdminEventCategory } from './admin/catalogue/create-admin-event-category';
export { updateAdminEventCategory } from './admin/catalogue/update-admin-event-category';
export { deleteAdminEventCategory } from './admin/catalogue/delete-admin-event-category';
export { listAdminEventTypesWithCategories } from './admin/catalogue/list-admin-event-types-with-categories';
export {
  createAdminEventType,
  updateAdminEventType,
} from './admin/catalogue/save-admin-event-type';
export type { SaveAdminEventTypeInput } from './admin/catalogue/save-admin-event-type';
export { deleteAdminEventType } from './admin/catalogue/delete-admin-event-type';

export { getAdminDashboard } from './admin/dashboard/get-admin-dashboard';


export { listAdminServices } from './admin/services/list-admin-services';
export { getAdminService } from './admin/services/get-admin-service';
export { createAdminService } from './admin/services/create-admin-service';
export { updateAdminService } from './admin/services/update-admin-service';
export { deleteAdminService } from './admin/services/delete-admin-service';
export { listAdminServiceTypes } from './admin/services/list-admin-service-types';
export { getAdminServiceType } from './admin/services/get-admin-service-type';
export { updateAdminServiceType } from './admin/services/update-admin-service-type';
export { listAdminContractedServices } from './admin/services/list-admin-contracted-services';
export { listAdminPendingServices } from './admin/services/list-admin-pending-services';
export { listAdminDefaultServices } from './admin/services/list-admin-default-services';
