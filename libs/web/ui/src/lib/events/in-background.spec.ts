import { inBackground } from './in-background';

describe('inBackground', () => {
  it('starts the task with the event and returns nothing', async () => {
    const task = jest.fn(async (value: number) => value * 2);
    const handler = inBackground(task);

    expect(handler(21)).toBeUndefined();
    expect(task).toHaveBeenCalledWith(21);
    await expect(task.mock.results[0]?.value).resolves.toBe(42);
  });

  it('logs a failure the task left unhandled', async () => {
    const failure = new Error('falhou');
    const log = jest
      .spyOn(console, 'error')
      .mockImplementation(() => undefined);

    inBackground(() => Promise.reject(failure))();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(log).toHaveBeenCalledWith(failure);
    log.mockRestore();
  });
});
