/** What a file the guest picked is doing: prepared, waiting its turn, on its way, or settled. */
export type UploadState =
  | 'compressing'
  | 'queued'
  | 'sending'
  | 'done'
  | 'pending'
  | 'error';

export type UploadKind = 'image' | 'video';

export type UploadItem = {
  id: string;
  file: File;
  kind: UploadKind;
  state: UploadState;
  /** Sent fraction, 0 to 1. */
  progress: number;
  /** The pt-BR reason of a failure. */
  error: string | null;
  /** False for a file refused before sending (not a photo or video, too big): trying again changes nothing. */
  retryable: boolean;
};

export type UploadAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'sent'; id: string; awaitingApproval: boolean }
  | { type: 'failed'; id: string; error: string; retryable: boolean }
  | { type: 'retry'; id: string };

const update = (
  items: UploadItem[],
  id: string,
  change: (item: UploadItem) => UploadItem,
) => items.map((item) => (item.id === id ? change(item) : item));

/** The guest's uploads, in the order they were picked. */
export const uploadQueue = (
  items: UploadItem[],
  action: UploadAction,
): UploadItem[] => {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return update(items, action.id, (item) => ({
        ...item,
        state: item.kind === 'image' ? 'compressing' : 'sending',
        progress: 0,
        error: null,
      }));
    case 'progress':
      return update(items, action.id, (item) => ({
        ...item,
        state: 'sending',
        progress: Math.max(item.progress, action.progress),
      }));
    case 'sent':
      return update(items, action.id, (item) => ({
        ...item,
        state: action.awaitingApproval ? 'pending' : 'done',
        progress: 1,
      }));
    case 'failed':
      return update(items, action.id, (item) => ({
        ...item,
        state: 'error',
        error: action.error,
        retryable: action.retryable,
      }));
    case 'retry':
      return update(items, action.id, (item) =>
        item.state === 'error' && item.retryable
          ? { ...item, state: 'queued', progress: 0, error: null }
          : item,
      );
  }
};

/** Files sent at once: enough to fill a phone's link, few enough to show steady progress. */
export const PARALLEL_UPLOADS = 2;

/** The uploads to start now: the first queued ones, up to the free places. */
export const nextToStart = (items: UploadItem[]): UploadItem[] => {
  const running = items.filter(
    (item) => item.state === 'compressing' || item.state === 'sending',
  ).length;
  return items
    .filter((item) => item.state === 'queued')
    .slice(0, Math.max(0, PARALLEL_UPLOADS - running));
};
