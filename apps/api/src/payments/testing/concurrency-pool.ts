/** Runs the tasks with at most `limit` in flight; answers their results in order. */
export async function runWithConcurrency<T>(
  tasks: (() => Promise<T>)[],
  limit: number,
): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  async function worker() {
    for (let task = tasks[next]; task; task = tasks[next]) {
      const index = next;
      next += 1;
      results[index] = await task();
    }
  }
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, worker),
  );
  return results;
}
