// The demo event as `npm run perf` measures it: a banner and a 6-photo gallery uploaded from
// 4000×3000 photo-like JPEGs through the real api, as the demo host (the back office raises the
// free photo quota when it is under 6), and its theme changed through 'Aparência'.
import sharp from 'sharp';
import { photoLikeJpeg } from './photo-like.mjs';

export const DEMO_HOST = { email: 'demo@celebra.dev', password: 'Demo1234' };
export const DEMO_ADMIN = { email: 'admin@celebra.dev', password: 'Admin1234' };
export const GALLERY_PHOTOS = 6;

async function call(apiUrl, method, path, { session, json, form } = {}) {
  const headers = { accept: 'application/json' };
  if (session) {
    headers.authorization = `Bearer ${session.token}`;
    headers[session.idHeader] = String(session.id);
  }
  let body;
  if (json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const response = await fetch(new URL(path, apiUrl), {
    method,
    headers,
    body,
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new Error(
      `${method} ${path}: ${response.status} ${answer.message ?? ''}`.trim(),
    );
  return answer;
}

async function signIn(apiUrl, audience, credentials) {
  const answer = await call(apiUrl, 'POST', `/api/${audience}/login`, {
    json: credentials,
  });
  const idHeader = audience === 'users' ? 'x-user-id' : 'x-admin-id';
  return { token: answer.token, id: answer.id ?? answer.admin?.id, idHeader };
}

const photoForm = (jpeg, name, fields = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), name);
  return form;
};

/** The free photo quota raised to `at least` in the back office, when it is under it. */
async function ensurePhotoQuota(apiUrl, atLeast) {
  const admin = await signIn(apiUrl, 'admin', DEMO_ADMIN);
  const { serviceTypes } = await call(
    apiUrl,
    'GET',
    '/api/admin/services/types',
    {
      session: admin,
    },
  );
  const image = serviceTypes.find((type) => type.code === 'IMAGE');
  if (!image || image.includedQuantity >= atLeast) return;
  await call(apiUrl, 'PUT', `/api/admin/service-types/${image.id}`, {
    session: admin,
    json: {
      name: image.name,
      description: image.description,
      includedQuantity: atLeast,
      active: image.active,
    },
  });
}

/**
 * Uploads the demo event's banner and gallery photos (replacing what it had); answers the
 * host's session, the event and the banner's source photo (to measure what it used to cost).
 */
export async function prepareDemoPictures(apiUrl, log) {
  const host = await signIn(apiUrl, 'users', DEMO_HOST);
  const me = await call(apiUrl, 'GET', '/api/users/me', { session: host });
  const event = me.event;
  if (!event) throw new Error('the demo host has no event');
  log(`making ${GALLERY_PHOTOS + 1} photo-like 4000×3000 JPEGs…`);
  const photos = [];
  for (let index = 0; index <= GALLERY_PHOTOS; index += 1)
    photos.push(await photoLikeJpeg(index));
  const banner = photos[0];
  log(
    `uploading the banner (${Math.round(banner.length / 1024)} KB JPEG) and ${GALLERY_PHOTOS} gallery photos as the demo host…`,
  );
  await call(apiUrl, 'POST', `/api/users/event/${event.id}/upload/banner`, {
    session: host,
    form: photoForm(banner, 'capa.jpg'),
  });
  const galleryPath = `/api/users/event-gallery/${event.id}`;
  const { gallery } = await call(apiUrl, 'GET', galleryPath, { session: host });
  for (const item of gallery)
    await call(apiUrl, 'DELETE', `${galleryPath}/${item.id}`, {
      session: host,
    });
  await ensurePhotoQuota(apiUrl, GALLERY_PHOTOS);
  for (const [index, photo] of photos.slice(1).entries())
    await call(apiUrl, 'POST', galleryPath, {
      session: host,
      form: photoForm(photo, `foto-${index + 1}.jpg`, { fileType: 'image' }),
    });
  return { host, event, bannerSource: banner };
}

/** The theme chosen in 'Aparência' (the event's colour kept). */
export function chooseTheme(apiUrl, host, event, theme) {
  return call(apiUrl, 'PUT', `/api/users/event/${event.id}/appearance`, {
    session: host,
    json: { theme, color: event.color },
  });
}

/** What the banner cost before the variants: one WebP q80, long side 1920 px. */
export async function singleWebpBytes(source) {
  const webp = await sharp(source)
    .rotate()
    .resize({
      width: 1920,
      height: 1920,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 80 })
    .toBuffer();
  return webp.length;
}
