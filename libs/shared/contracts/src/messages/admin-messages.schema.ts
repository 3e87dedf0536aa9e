import { z } from 'zod';
import { idSchema } from '../common.schema';

/*
 * `GET /api/admin/events/{id}/messages` answers listGuestMessagesResponseSchema and
 * `DELETE …/messages/{messageId}` deleteGuestMessageResponseSchema (guest-messages.schema):
 * the back office sees a message as the host sees it.
 */

export const adminEventMessageParamsSchema = z.object({
  id: idSchema,
  messageId: idSchema,
});

export type AdminEventMessageParams = z.infer<
  typeof adminEventMessageParamsSchema
>;
