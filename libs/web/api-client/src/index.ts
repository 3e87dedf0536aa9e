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

export { loginUser } from './accounts/login-user';
export { registerUser } from './accounts/register-user';
export { getCurrentUser } from './accounts/get-current-user';
export { logoutUser } from './accounts/logout-user';
export { requestUserPasswordReset } from './accounts/request-user-password-reset';
export { confirmUserPasswordReset } from './accounts/confirm-user-password-reset';
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

export { getReceivedGifts } from './money/get-received-gifts';
export { getReceivedGiftsDaily } from './money/get-received-gifts-daily';
export { getTransactions } from './money/get-transactions';
export { requestPayout } from './money/request-payout';
export { listPayoutRequests } from './money/list-payout-requests';
export { getPayoutDestination } from './money/get-payout-destination';
export { savePayoutDestination } from './money/save-payout-destination';
export { setReceivedGiftThanked } from './money/set-received-gift-thanked';
export { exportReceivedGiftsCsv } from './money/export-received-gifts-csv';

export { purchaseGifts } from './orders/purchase-gifts';
export { newIdempotencyKey } from './orders/idempotency-key';
export { getOrderStatus } from './orders/get-order-status';
export { getOrderPix, renewOrderPix } from './orders/order-pix';

export { listEventServices } from './services/list-event-services';
export { listPendingPaymentServices } from './services/list-pending-payment-services';
export { purchaseService } from './services/purchase-service';

export { loginAdmin } from './admin/accounts/login-admin';
export { getCurrentAdmin } from './admin/accounts/get-current-admin';
export { logoutAdmin } from './admin/accounts/logout-admin';
export { requestAdminPasswordReset } from './admin/accounts/request-admin-password-reset';
export { confirmAdminPasswordReset } from './admin/accounts/confirm-admin-password-reset';
export { listAdminUsers } from './admin/accounts/list-admin-users';
export { listAdminUserEvents } from './admin/accounts/list-admin-user-events';
export { updateAdminUser } from './admin/accounts/update-admin-user';

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

export { listAdminReceivedGifts } from './admin/money/list-admin-received-gifts';
export { getAdminEventTransactions } from './admin/money/get-admin-event-transactions';
export { listAdminPayouts } from './admin/money/list-admin-payouts';
export { getAdminPayoutDestination } from './admin/money/get-admin-payout-destination';
export { concludeAdminPayout } from './admin/money/conclude-admin-payout';
export { failAdminPayout } from './admin/money/fail-admin-payout';
export { cancelAdminPayout } from './admin/money/cancel-admin-payout';

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
