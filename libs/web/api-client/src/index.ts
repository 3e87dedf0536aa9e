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

export { getPublicEvent } from './events/get-public-event';
export { getOwnerEvent } from './events/get-owner-event';
export { updateEventContent } from './events/update-event-content';
export { getEventDetails } from './events/get-event-details';
export { updateEventDetails } from './events/update-event-details';
export { getEventSettings } from './events/get-event-settings';
export { updateEventSettings } from './events/update-event-settings';
export { listCustomPages } from './events/list-custom-pages';
export { createCustomPage } from './events/create-custom-page';
export { updateCustomPage } from './events/update-custom-page';
export { removeCustomPage } from './events/remove-custom-page';
export { unlockSite } from './events/unlock-site';
export { getSlugAvailability } from './events/get-slug-availability';
export { siteAccessHeaders } from './events/site-access-headers';
export { sitePasswordGateOf } from './events/site-password-gate';
export type { SitePasswordGate } from './events/site-password-gate';
export { siteAccess } from './events/site-access-store';
export type { SiteAccessStore } from './events/site-access-store';
export { uploadEventImage } from './events/upload-event-image';
export type { UploadEventImageInput } from './events/upload-event-image';

export { lookupCep } from './lookups/lookup-cep';
export { geocodeAddress } from './lookups/geocode-address';

export { getGallery } from './media/get-gallery';
export { addGalleryItem } from './media/add-gallery-item';
export type { AddGalleryItemInput } from './media/add-gallery-item';
export { deleteGalleryItem } from './media/delete-gallery-item';

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

export { loginAdmin } from './admin/accounts/login-admin';
export { getCurrentAdmin } from './admin/accounts/get-current-admin';
export { logoutAdmin } from './admin/accounts/logout-admin';
export { requestAdminPasswordReset } from './admin/accounts/request-admin-password-reset';
export { confirmAdminPasswordReset } from './admin/accounts/confirm-admin-password-reset';
export { listAdminUsers } from './admin/accounts/list-admin-users';
export { listAdminUserEvents } from './admin/accounts/list-admin-user-events';
export { updateAdminUser } from './admin/accounts/update-admin-user';

export { listAdminEvents } from './admin/events/list-admin-events';
export { getAdminEvent } from './admin/events/get-admin-event';
export { updateAdminEvent } from './admin/events/update-admin-event';

export { listAdminReceivedGifts } from './admin/money/list-admin-received-gifts';
export { getAdminEventTransactions } from './admin/money/get-admin-event-transactions';
export { listAdminPayouts } from './admin/money/list-admin-payouts';
export { getAdminPayoutDestination } from './admin/money/get-admin-payout-destination';
export { concludeAdminPayout } from './admin/money/conclude-admin-payout';
export { failAdminPayout } from './admin/money/fail-admin-payout';
export { cancelAdminPayout } from './admin/money/cancel-admin-payout';
