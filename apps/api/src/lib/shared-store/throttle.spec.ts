import { itemAt } from '@celebra/contracts';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('starts tasks in call order, each at least the interval after the one before', async () => {
    const throttle = createThrottle({ intervalMs: 150 });
    const starts: [string, number][] = [];
    const task = (name: string) => () => {
      starts.push([name, Date.now()]);
      return Promise.resolve(name);
    };

    const results = await Promise.all([
      throttle(task('a')),
      throttle(task('b')),
      throttle(task('c')),
    ]);

    expect(results).toEqual(['a', 'b', 'c']);
    expect(starts.map(([name]) => name)).toEqual(['a', 'b', 'c']);
    expect(itemAt(starts, 1)[1] - itemAt(starts, 0)[1]).toBeGreaterThanOrEqual(
      149,
    );
    expect(itemAt(starts, 2)[1] - itemAt(starts, 1)[1]).toBeGreaterThanOrEqual(
      149,
    );
  });

  it('keeps going after a task fails', async () => {
    const throttle = createThrottle({ intervalMs: 10 });
    const failed = throttle(() => Promise.reject(new Error('boom')));
    const next = throttle(() => Promise.resolve('ok'));

    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });

  it('does not wait when the interval has already passed', async () => {
    const throttle = createThrottle({ intervalMs: 20 });
    await throttle(() => Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 30));

    const before = Date.now();
    await throttle(() => Promise.resolve());
    expect(Date.now() - before).toBeLessThan(15);
  });
});
