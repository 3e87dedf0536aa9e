/** Resolves once `condition()` holds, checking every few milliseconds; fails after `timeoutMs`. */
export async function until(
  condition: () => boolean,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
