import { createMirrorStore } from './mirror-store';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const always = () => true;

describe('the mirror store', () => {
  let time: number;
  const store = () => {
    const created = createMirrorStore<string>({
      maxEntries: 3,
      maxAgeMs: 60_000,
      now: () => time,
    });
    created.open();
    return created;
  };

  beforeEach(() => {
    time = 1_000;
  });

  it('keeps a loaded answer and serves it until a change', async () => {
    const mirror = store();
    await expect(mirror.load('a', async () => 'v1', always)).resolves.toBe(
      'v1',
    );
    expect(mirror.get('a')).toBe('v1');
    mirror.changed();
    expect(mirror.get('a')).toBeUndefined();
  });

  it('keeps nothing while closed, and forgets everything when closed', async () => {
    const mirror = createMirrorStore<string>({
      maxEntries: 3,
      maxAgeMs: 60_000,
    });
    await expect(mirror.load('a', async () => 'v1', always)).resolves.toBe(
      'v1',
    );
    expect(mirror.get('a')).toBeUndefined();
    mirror.open();
    await mirror.load('a', async () => 'v1', always);
    mirror.close();
    expect(mirror.ready).toBe(false);
    expect(mirror.get('a')).toBeUndefined();
  });

  it('keeps only what keepable accepts', async () => {
    const mirror = store();
    await mirror.load(
      'a',
      async () => 'private',
      (value) => value !== 'private',
    );
    expect(mirror.get('a')).toBeUndefined();
  });

  it('shares one fetch between concurrent loads of a key', async () => {
    const mirror = store();
    const answer = deferred<string>();
    const fetch = jest.fn(() => answer.promise);
    const first = mirror.load('a', fetch, always);
    const second = mirror.load('a', fetch, always);
    answer.resolve('v1');
    await expect(Promise.all([first, second])).resolves.toEqual(['v1', 'v1']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never keeps an answer whose fetch started before a change, nor shares it after', async () => {
    const mirror = store();
    const old = deferred<string>();
    const before = mirror.load('a', () => old.promise, always);
    mirror.changed();
    const after = mirror.load('a', async () => 'v2', always);
    old.resolve('v1');
    await expect(before).resolves.toBe('v1');
    await expect(after).resolves.toBe('v2');
    expect(mirror.get('a')).toBe('v2');
  });

  it('hands a failed fetch to every waiter and tries again on the next load', async () => {
    const mirror = store();
    const failing = deferred<string>();
    const first = mirror.load('a', () => failing.promise, always);
    const second = mirror.load('a', () => failing.promise, always);
    failing.reject(new Error('api down'));
    await expect(first).rejects.toThrow('api down');
    await expect(second).rejects.toThrow('api down');
    await expect(mirror.load('a', async () => 'v1', always)).resolves.toBe(
      'v1',
    );
  });

  it('lets the least recently used answer go first when full', async () => {
    const mirror = store();
    for (const key of ['a', 'b', 'c'])
      await mirror.load(key, async () => key, always);
    expect(mirror.get('a')).toBe('a');
    await mirror.load('d', async () => 'd', always);
    expect(mirror.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => mirror.get(key))).toEqual([
      'a',
      'c',
      'd',
    ]);
  });

  it('forgets an answer older than the maximum age', async () => {
    const mirror = store();
    await mirror.load('a', async () => 'v1', always);
    time += 59_999;
    expect(mirror.get('a')).toBe('v1');
    time += 1;
    expect(mirror.get('a')).toBeUndefined();
  });
});
