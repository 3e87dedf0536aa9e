/**
 * Sets the api's clock to `at` and lets it run on from there: only Date is faked, timers and
 * I/O stay real. Undo with `jest.useRealTimers()` (in an afterEach).
 */
export function setClock(at: number): void {
  jest.useFakeTimers({
    advanceTimers: true,
    now: at,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
