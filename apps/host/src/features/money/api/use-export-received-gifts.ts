import { exportReceivedGiftsCsv } from '@celebra/api-client';
import { useMutation } from '@tanstack/react-query';

/** The received gifts as a CSV file. */
export const useExportReceivedGifts = (eventId: number) =>
  useMutation({ mutationFn: () => exportReceivedGiftsCsv(eventId) });
