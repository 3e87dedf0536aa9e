export {
  ApiError,
  clientErrorCodes,
  getErrorMessage,
  isApiError,
} from './lib/api-error';
export type { ApiErrorOptions, FieldErrors } from './lib/api-error';
export { apiClient, createApiClient } from './lib/create-api-client';
export { createQueryClient, shouldRetry } from './lib/query-client';
export type { ApiClient, ApiClientOptions } from './lib/create-api-client';
export { joinPath, withQuery } from './lib/build-url';
export { loginPath, redirectToLogin } from './lib/redirect-to-login';
export type { QueryParams, QueryValue } from './lib/build-url';
export {
  adminSession,
  adminSessionKeys,
  createSessionStore,
  userSession,
  userSessionKeys,
} from './lib/session';
export type { Session, SessionKeys, SessionStore } from './lib/session';
export { hasFile, toFormData } from './lib/to-form-data';
export type {
  AuthMode,
  BodylessMethod,
  BodyMethod,
  HttpMethod,
  RequestBody,
  RequestMode,
  RequestOptions,
  ResponseParser,
  UploadOptions,
} from './lib/types';
export { createQueryKeys } from './lib/query-keys';
export { loginUser } from './auth/login-user';
export { registerUser } from './auth/register-user';
export { getCurrentUser } from './auth/get-current-user';
export { logoutUser } from './auth/logout-user';
export { listEventTypes } from './catalogue/list-event-types';
export { listEventCategories } from './catalogue/list-event-categories';
export { fetchGiftsSlug } from './catalogue/fetch-gifts-slug';
export { loginAdmin } from './admin-auth/login-admin';
export { getCurrentAdmin } from './admin-auth/get-current-admin';
export { logoutAdmin } from './admin-auth/logout-admin';
export { getPublicEvent } from './public-event/get-public-event';
export { listGuests } from './guests/list-guests';
export { createGuest } from './guests/create-guest';
export { updateGuest } from './guests/update-guest';
export { deleteGuest } from './guests/delete-guest';
export { exportGuestsCsv } from './guests/export-guests-csv';
export { listGuestMessages } from './guest-messages/list-guest-messages';
export { deleteGuestMessage } from './guest-messages/delete-guest-message';
export { unlockSite } from './public-site/unlock-site';
export { sendGuestMessage } from './public-site/send-guest-message';
export { confirmPresence } from './public-site/confirm-presence';
export { siteAccessHeaders } from './public-site/site-access-headers';
export { sitePasswordGateOf } from './public-site/site-password-gate';
export {
  createSiteAccessStore,
  siteAccess,
} from './public-site/site-access-store';
export type { SiteAccessStore } from './public-site/site-access-store';
export { getReceivedGifts } from './host-money/get-received-gifts';
export { getTransactions } from './host-money/get-transactions';
export { requestPayout } from './payouts/request-payout';
export { listPayouts } from './payouts/list-payouts';
export { concludePayout } from './payouts/conclude-payout';
export { failPayout } from './payouts/fail-payout';
export { cancelPayout } from './payouts/cancel-payout';
export { purchaseService } from './service-purchases/purchase-service';
export { purchaseGifts } from './purchases/purchase-gifts';
export { uploadEventImage } from './event-images/upload-event-image';
export type { UploadEventImageInput } from './event-images/upload-event-image';
export { getGallery } from './gallery/get-gallery';
export { addGalleryItem } from './gallery/add-gallery-item';
export type { AddGalleryItemInput } from './gallery/add-gallery-item';
export { deleteGalleryItem } from './gallery/delete-gallery-item';
