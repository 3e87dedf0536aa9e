/** Full reload: the app restarts from a clean auth state. */
export const reloadPage = (): void => {
  window.location.reload();
};
