/** What the host decided about a guest's photo or video. */
export const PARTY_MEDIA_STATUSES = ['pending', 'approved', 'hidden'] as const;

/** Most party media one event keeps (the api's PARTY_MEDIA_MAX_COUNT may change it). */
export const PARTY_MEDIA_MAX_COUNT = 1_000;
/** Most bytes of party media one event keeps: 10 GiB (the api's PARTY_MEDIA_MAX_BYTES may change it). */
export const PARTY_MEDIA_MAX_BYTES = 10 * 1024 ** 3;

/** A guest's video: at most 100 MB and 60 seconds. */
export const PARTY_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const PARTY_VIDEO_MAX_SECONDS = 60;

/** The name a guest may type with their photos. */
export const PARTY_GUEST_NAME_MAX_LENGTH = 60;

/** The wall's key: 8–64 letters, digits, '-' or '_'. */
export const WALL_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Items per page of the album (public and host) unless `limit` says otherwise; at most 100. */
export const PARTY_PAGE_SIZE = 24;
export const PARTY_PAGE_SIZE_MAX = 100;

/**
 * The resumable (tus 1.0.0) video upload of a party site: `POST` here creates an upload, then
 * `HEAD`/`PATCH` on the `Location` it answers. Not a route contract: tus needs methods and
 * headers of its own (`Upload-Offset`, `Upload-Metadata`: `guestName`, `filename`).
 */
export const partyVideoUploadPath = (slug: string) =>
  `/api/guests/party/${encodeURIComponent(slug)}/videos`;
