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
export { getOwnerEvent } from './event-content/get-owner-event';
export { updateEventContent } from './event-content/update-event-content';
export { getEventDetails } from './event-details/get-event-details';
export { updateEventDetails } from './event-details/update-event-details';
export { getEventSettings } from './event-settings/get-event-settings';
export { updateEventSettings } from './event-settings/update-event-settings';
export { listEventGifts } from './event-gifts/list-event-gifts';
export { createGiftSuggestion } from './event-gifts/create-gift-suggestion';
export { removeEventGift } from './event-gifts/remove-event-gift';
export { getGiftCatalogue } from './event-gifts/get-gift-catalogue';
export { addEventGifts } from './event-gifts/add-event-gifts';
export { listCustomPages } from './custom-pages/list-custom-pages';
export { createCustomPage } from './custom-pages/create-custom-page';
export { updateCustomPage } from './custom-pages/update-custom-page';
export { removeCustomPage } from './custom-pages/remove-custom-page';
export { listEventServices } from './service-packages/list-event-services';
export { listPendingPaymentServices } from './service-packages/list-pending-payment-services';
export { getEventDashboard } from './dashboard/get-event-dashboard';
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
export { listAdminGiftsByCategory } from './admin/gifts/list-admin-gifts-by-category';
export { getAdminGift } from './admin/gifts/get-admin-gift';
export {
  createAdminGift,
  updateAdminGift,
} from './admin/gifts/save-admin-gift';
export type { SaveAdminGiftInput } from './admin/gifts/save-admin-gift';
export { deleteAdminGift } from './admin/gifts/delete-admin-gift';
export { listAdminEventCategories } from './admin/event-categories/list-admin-event-categories';
export { createAdminEventCategory } from './admin/event-categories/create-admin-event-category';
export { updateAdminEventCategory } from './admin/event-categories/update-admin-event-category';
export { deleteAdminEventCategory } from './admin/event-categories/delete-admin-event-category';
export { listAdminEventTypes } from './admin/event-types/list-admin-event-types';
export { listAdminEventTypesWithCategories } from './admin/event-types/list-admin-event-types-with-categories';
export {
  createAdminEventType,
  updateAdminEventType,
} from './admin/event-types/save-admin-event-type';
export type { SaveAdminEventTypeInput } from './admin/event-types/save-admin-event-type';
export { deleteAdminEventType } from './admin/event-types/delete-admin-event-type';
export { listAdminServices } from './admin/services/list-admin-services';
export { getAdminService } from './admin/services/get-admin-service';
export { createAdminService } from './admin/services/create-admin-service';
export { updateAdminService } from './admin/services/update-admin-service';
export { deleteAdminService } from './admin/services/delete-admin-service';
export { listAdminServiceTypes } from './admin/service-types/list-admin-service-types';
export { getAdminServiceType } from './admin/service-types/get-admin-service-type';
export { updateAdminServiceType } from './admin/service-types/update-admin-service-type';
export { getAdminDashboard } from './admin/dashboard/get-admin-dashboard';
export { listAdminUsers } from './admin/users/list-admin-users';
export { getAdminUser } from './admin/users/get-admin-user';
export { listAdminUserEvents } from './admin/users/list-admin-user-events';
export { updateAdminUser } from './admin/users/update-admin-user';
export { listAdminEvents } from './admin/events/list-admin-events';
export { getAdminEvent } from './admin/events/get-admin-event';
export { updateAdminEvent } from './admin/events/update-admin-event';
export { listAdminEventMessages } from './admin/event-messages/list-admin-event-messages';
export { deleteAdminEventMessage } from './admin/event-messages/delete-admin-event-message';
export { listAdminEventGuests } from './admin/event-guests/list-admin-event-guests';
export { createAdminEventGuest } from './admin/event-guests/create-admin-event-guest';
export { updateAdminEventGuest } from './admin/event-guests/update-admin-event-guest';
export { deleteAdminEventGuest } from './admin/event-guests/delete-admin-event-guest';
export { listAdminReceivedGifts } from './admin/event-money/list-admin-received-gifts';
export { getAdminEventTransactions } from './admin/event-money/get-admin-event-transactions';
export { listAdminContractedServices } from './admin/event-money/list-admin-contracted-services';
export { listAdminPendingServices } from './admin/event-money/list-admin-pending-services';
export { listAdminDefaultServices } from './admin/event-money/list-admin-default-services';
export { listAdminPayouts } from './admin/payouts/list-admin-payouts';
export { lookupCep } from './lookups/lookup-cep';
export { geocodeAddress } from './lookups/geocode-address';
