import {
  nextToStart,
  PARALLEL_UPLOADS,
  type UploadItem,
  uploadQueue,
} from './upload-queue';

const item = (id: string, changes: Partial<UploadItem> = {}): UploadItem => ({
  id,
  file: new File(['x'], `${id}.jpg`, { type: 'image/jpeg' }),
  kind: 'image',
  state: 'queued',
  progress: 0,
  error: null,
  retryable: true,
  ...changes,
});

describe('uploadQueue', () => {
  it('takes a photo through compression, progress and approval', () => {
    let items = uploadQueue([], { type: 'add', items: [item('a')] });
    items = uploadQueue(items, { type: 'start', id: 'a' });
    expect(items[0]).toMatchObject({ state: 'compressing', progress: 0 });
    items = uploadQueue(items, { type: 'progress', id: 'a', progress: 0.5 });
    expect(items[0]).toMatchObject({ state: 'sending', progress: 0.5 });
    // A late, smaller report does not move the bar back.
    items = uploadQueue(items, { type: 'progress', id: 'a', progress: 0.3 });
    expect(items[0]?.progress).toBe(0.5);
    items = uploadQueue(items, {
      type: 'sent',
      id: 'a',
      awaitingApproval: true,
    });
    expect(items[0]).toMatchObject({ state: 'pending', progress: 1 });
  });

  it('queues a failed file again, from zero, only when trying again can help', () => {
    const failed = uploadQueue([item('a'), item('b')], {
      type: 'failed',
      id: 'a',
      error: 'Sem conexão.',
      retryable: true,
    });
    expect(failed[0]).toMatchObject({ state: 'error', error: 'Sem conexão.' });
    expect(uploadQueue(failed, { type: 'retry', id: 'a' })[0]).toMatchObject({
      state: 'queued',
      progress: 0,
      error: null,
    });

    const refused = uploadQueue([item('c')], {
      type: 'failed',
      id: 'c',
      error: 'Vídeo longo demais.',
      retryable: false,
    });
    expect(uploadQueue(refused, { type: 'retry', id: 'c' })[0]?.state).toBe(
      'error',
    );
  });
});

describe('nextToStart', () => {
  it(`sends at most ${PARALLEL_UPLOADS} files at once, in the order picked`, () => {
    const items = [
      item('a', { state: 'sending' }),
      item('b', { state: 'done' }),
      item('c'),
      item('d'),
    ];
    expect(nextToStart(items).map(({ id }) => id)).toEqual(['c']);
    expect(nextToStart(items.slice(1)).map(({ id }) => id)).toEqual(['c', 'd']);
  });
});
