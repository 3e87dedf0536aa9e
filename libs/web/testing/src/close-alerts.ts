import { waitFor } from '@testing-library/react';

/** Closes a sweetalert2 popup left open by a test, so the next test starts without one. */
export const closeAlerts = async (): Promise<void> => {
  const { default: Swal } = await import('sweetalert2');
  Swal.close();
  await waitFor(() =>
    expect(document.querySelector('.swal2-container')).toBeNull(),
  );
};
