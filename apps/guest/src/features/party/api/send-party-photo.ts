import { routePath } from '@celebra/api-client';
import type { PartyUploadResponse } from '@celebra/contracts';
import { compressImage, configureImageCompression } from '@celebra/ui';
import imageCompressionUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { guestApiClient } from '../../../lib/api-client';
import { partyRouteRefs } from './party-routes';
import { siteAccessHeadersFor } from '../../../lib/site-access';
import { isHeic } from '../lib/media-kind';

// The library's own file, served by the site, for the compression's web worker.
configureImageCompression({ libURL: imageCompressionUrl });

export type SendPartyMediaInput = {
  slug: string;
  file: File;
  guestName: string;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
};

/**
 * Sends a guest's photo, made smaller in the browser first (a HEIC goes as it is: browsers
 * cannot decode it, the api converts it). Resolves with the item as stored (approved, or
 * pending the hosts' approval).
 */
export const sendPartyPhoto = async ({
  slug,
  file,
  guestName,
  onProgress,
  signal,
}: SendPartyMediaInput) => {
  const photo = isHeic(file) ? file : await compressImage(file);
  const formData = new FormData();
  if (guestName) formData.append('guestName', guestName);
  formData.append('file', photo, photo.name);
  const answer = await guestApiClient.upload<PartyUploadResponse>({
    path: routePath(partyRouteRefs.upload.path, { slug }),
    mode: 'none',
    formData,
    headers: siteAccessHeadersFor(slug),
    onProgress,
    signal,
  });
  return answer.item;
};
