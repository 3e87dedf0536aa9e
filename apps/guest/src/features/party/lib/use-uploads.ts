import { getErrorMessage } from '@celebra/api-client';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { partyTexts as t } from '../party-texts';
import { mediaKindOf } from './media-kind';
import { nextToStart, type UploadItem, uploadQueue } from './upload-queue';

/** Sends one file, reporting the sent fraction; says whether it waits for the hosts' approval. */
export type SendUpload = (
  item: UploadItem,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<{ awaitingApproval: boolean }>;

/** A file that is not sent at all: the pt-BR reason, or null when it may go. */
export type CheckFile = (file: File) => string | null;

/** A file the page refuses after a closer look (a video too long): sending it again changes nothing. */
export class RefusedFile extends Error {}

let lastId = 0;

const isAbort = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * The guest's uploads: each picked file is queued and sent by `send`, a few at a time, with its
 * own progress and state; a failed one can be sent again. Leaving the page stops what is on
 * its way.
 */
export const useUploads = (send: SendUpload, check: CheckFile) => {
  const [items, dispatch] = useReducer(uploadQueue, []);
  const sendRef = useRef(send);
  sendRef.current = send;
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    controller.current = new AbortController();
    return () => controller.current?.abort();
  }, []);

  useEffect(() => {
    const signal = controller.current?.signal;
    if (!signal) return;
    for (const item of nextToStart(items)) {
      dispatch({ type: 'start', id: item.id });
      sendRef
        .current(
          item,
          (progress) => dispatch({ type: 'progress', id: item.id, progress }),
          signal,
        )
        .then(
          ({ awaitingApproval }) =>
            dispatch({ type: 'sent', id: item.id, awaitingApproval }),
          (error: unknown) => {
            if (isAbort(error)) return;
            dispatch({
              type: 'failed',
              id: item.id,
              error: getErrorMessage(error, t.sendError),
              retryable: !(error instanceof RefusedFile),
            });
          },
        );
    }
  }, [items]);

  const add = useCallback(
    (files: Iterable<File>) =>
      dispatch({
        type: 'add',
        items: [...files].map((file): UploadItem => {
          const kind = mediaKindOf(file);
          const refusal = kind ? check(file) : t.notMedia;
          lastId += 1;
          return {
            id: `upload-${lastId}`,
            file,
            kind: kind ?? 'image',
            state: refusal ? 'error' : 'queued',
            progress: 0,
            error: refusal,
            retryable: !refusal,
          };
        }),
      }),
    [check],
  );

  const retry = useCallback(
    (id: string) => dispatch({ type: 'retry', id }),
    [],
  );

  return { items, add, retry };
};
