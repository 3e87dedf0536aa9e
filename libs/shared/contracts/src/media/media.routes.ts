import { defineRoute } from '../http/route-contract';
import {
  deleteGalleryItemResponseSchema,
  galleryItemParamsSchema,
  galleryParamsSchema,
  galleryUploadFieldsSchema,
  getGalleryResponseSchema,
  saveGalleryItemResponseSchema,
} from './gallery.schema';
import { UPLOAD_FILE_FIELD } from './media.schema';

const tags = ['users'];

/** The gallery of a host's event: its photos and videos and their quota. */
export const mediaRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/users/event-gallery/:eventId',
    access: 'host',
    event: 'view',
    tags,
    summary: 'Gallery items and quota',
    params: galleryParamsSchema,
    response: getGalleryResponseSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/api/users/event-gallery/:eventId',
    access: 'host',
    event: 'site',
    tags,
    summary: 'Add a photo or video (multipart: file, fileType image|video)',
    description:
      'fileType must match the file, judged by its bytes. Images are re-encoded to WebP (long side ≤ 1920 px, metadata removed); videos: MP4 or WebM, stored as sent. 409 past the quota (5 photos and 1 video plus contracted packages).',
    params: galleryParamsSchema,
    multipart: {
      fields: galleryUploadFieldsSchema,
      file: UPLOAD_FILE_FIELD,
      fileDescription: 'JPEG, PNG, WebP, GIF or AVIF image; MP4 or WebM video',
    },
    response: saveGalleryItemResponseSchema,
    errors: [409],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/users/event-gallery/:eventId/:itemId',
    access: 'host',
    event: 'site',
    tags,
    summary: 'Remove a gallery item and its file',
    params: galleryItemParamsSchema,
    response: deleteGalleryItemResponseSchema,
  }),
};
