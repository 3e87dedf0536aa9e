import type { RawResponse } from './types';

export type XhrRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

const abortError = (): DOMException =>
  new DOMException('The upload was aborted.', 'AbortError');

/** Sends a body with XMLHttpRequest (fetch has no upload progress); rejects with a TypeError on network failure. */
export const sendWithXhr = (
  createXhr: () => XMLHttpRequest,
  { method, url, headers, body, onProgress, signal }: XhrRequest,
): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    xhr.open(method, url);
    Object.entries(headers).forEach(([name, value]) =>
      xhr.setRequestHeader(name, value),
    );
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress(event.loaded / event.total);
      };
    }
    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(body);
  });
