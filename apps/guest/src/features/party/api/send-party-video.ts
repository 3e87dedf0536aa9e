import {
  PARTY_VIDEO_MAX_SECONDS,
  type PartyUploadResponse,
  partyVideoUploadPath,
} from '@celebra/contracts';
import type { DetailedError, HttpResponse } from 'tus-js-client';
import { siteAccessHeadersFor } from '../../../lib/site-access';
import { RefusedFile } from '../lib/use-uploads';
import { videoSeconds } from '../lib/video-seconds';
import { partyTexts as t } from '../party-texts';
import type { SendPartyMediaInput } from './send-party-photo';

/** Each request of a video carries at most this much: a dropped link loses one piece, not the file. */
export const VIDEO_CHUNK_BYTES = 5 * 1024 * 1024;

/** Waits between automatic retries after a network failure (a 4xx answer is not retried). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** An answer's JSON body, if it has one. */
const bodyOf = (response: HttpResponse | null | undefined) => {
  try {
    return JSON.parse(response?.getBody() || 'null') as unknown;
  } catch {
    return null;
  }
};

/** The api's pt-BR message of a refused upload, if it sent one. */
const messageOf = (error: Error | DetailedError) => {
  const body = bodyOf(
    'originalResponse' in error ? error.originalResponse : null,
  );
  return body &&
    typeof body === 'object' &&
    'message' in body &&
    typeof body.message === 'string'
    ? body.message
    : null;
};

/** The video as stored, from the api's answer to the last piece; null when it says nothing. */
const storedOf = (response: HttpResponse) => {
  const body = bodyOf(response) as Partial<PartyUploadResponse> | null;
  return body?.item ?? null;
};

const abortError = () =>
  new DOMException('The upload was aborted.', 'AbortError');

/**
 * Sends a guest's video by the resumable (tus) upload, in pieces: an interrupted upload
 * resumes where it stopped, also after the page is opened again and the same file picked
 * (the library keeps each upload's address in localStorage by the file's fingerprint).
 * Resolves with the video as stored (approved, or pending the hosts' approval).
 */
export const sendPartyVideo = async ({
  slug,
  file,
  guestName,
  onProgress,
  signal,
}: SendPartyMediaInput) => {
  const seconds = await videoSeconds(file);
  if (seconds !== null && seconds > PARTY_VIDEO_MAX_SECONDS + 0.5)
    throw new RefusedFile(t.videoTooLong(PARTY_VIDEO_MAX_SECONDS));
  const { Upload } = await import('tus-js-client');
  if (signal.aborted) throw abortError();
  return new Promise<PartyUploadResponse['item'] | null>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(partyVideoUploadPath(slug), window.location.href).href,
      chunkSize: VIDEO_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: {
        filename: file.name,
        filetype: file.type,
        ...(guestName ? { guestName } : {}),
      },
      headers: siteAccessHeadersFor(slug),
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onSuccess: ({ lastResponse }) => resolve(storedOf(lastResponse)),
      onError: (error) =>
        reject(new Error(messageOf(error) ?? t.sendError, { cause: error })),
    });
    signal.addEventListener(
      'abort',
      () => {
        void upload.abort();
        reject(abortError());
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      const [latest] = [...previous].sort((a, b) =>
        b.creationTime.localeCompare(a.creationTime),
      );
      if (latest) upload.resumeFromPreviousUpload(latest);
      if (!signal.aborted) upload.start();
    });
  });
};
