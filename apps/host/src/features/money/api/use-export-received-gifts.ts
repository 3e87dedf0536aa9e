import { callRoute, csvFile } from '@celebra/api-client';
import { moneyRoutes } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';

/** The received gifts as a CSV file. */
export const useExportReceivedGifts = (eventId: number) =>
  useMutation({
    mutationFn: () =>
      callRoute(moneyRoutes.receivedGiftsCsv, { params: { eventId } }).then(
        csvFile,
      ),
  });
