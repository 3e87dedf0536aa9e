import { z } from 'zod';

/** `POST /api/internal/public-event-changes/ack`: the edge dropped its copies for change `seq`. */
export const publicEventChangesAckBodySchema = z.object({
  subscriber: z.uuid(),
  seq: z.number().int().positive(),
});

export type PublicEventChangesAckBody = z.infer<
  typeof publicEventChangesAckBodySchema
>;
