import { z } from 'zod';
import { idSchema, okResponse } from '../common.schema';
import * as messages from '../texts/shared';

/*
 * Host money calls: received-gifts (and its thanks mark and CSV), transactions,
 * payout-destination and payout-requests under
 * /users/events/{eventId}/. Their DTOs are the shared read models of money.schema.ts
 * (listReceivedGiftsResponseSchema, eventTransactionsResponseSchema) and payouts.schema.ts.
 */

export const hostEventMoneyParamsSchema = z.object({ eventId: idSchema });

/** `…/payout-requests/{payoutId}`. */
export const hostPayoutParamsSchema = z.object({
  eventId: idSchema,
  payoutId: idSchema,
});

/** `…/received-gifts/{orderId}/thanked`. */
export const receivedGiftParamsSchema = z.object({
  eventId: idSchema,
  orderId: idSchema,
});

/** `PUT …/received-gifts/{orderId}/thanked`: mark (true) or unmark (false) the thanks. */
export const receivedGiftThankedBodySchema = z.object(
  { thanked: z.boolean({ error: messages.validation.thankedInvalid }) },
  { error: messages.validation.thankedInvalid },
);

export const receivedGiftThankedResponseSchema = okResponse({
  thankedAt: z.iso.datetime().nullable(),
});

/**
 * Columns of `GET …/received-gifts.csv`, in order: 'Data' is the order's date and time (São
 * Paulo), 'Valor recebido (R$)' a number ('570,00') a spreadsheet can sum.
 */
export const RECEIVED_GIFTS_CSV_COLUMNS = [
  'Data',
  'Convidado',
  'Convite',
  'Contato',
  'Recado',
  'Presentes',
  'Valor recebido (R$)',
  'Status',
  'Agradecido em',
] as const;

/** File name of the received gifts' CSV of an event. */
export function receivedGiftsCsvFilename(slug: string): string {
  return `presentes-recebidos-${slug}.csv`;
}

export type ReceivedGiftParams = z.infer<typeof receivedGiftParamsSchema>;
export type ReceivedGiftThankedBody = z.infer<
  typeof receivedGiftThankedBodySchema
>;
export type ReceivedGiftThankedResponse = z.infer<
  typeof receivedGiftThankedResponseSchema
>;
export type HostEventMoneyParams = z.infer<typeof hostEventMoneyParamsSchema>;
