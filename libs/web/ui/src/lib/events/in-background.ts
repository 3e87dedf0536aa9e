/**
 * An event handler that starts the async `task` and returns at once, as React and the DOM
 * expect of a handler. A failure the task did not handle itself is logged, never left as an
 * unhandled rejection.
 */
export const inBackground =
  <Args extends unknown[]>(task: (...args: Args) => Promise<unknown>) =>
  (...args: Args): void => {
    task(...args).catch((error: unknown) => {
      console.error(error);
    });
  };
