import { z } from 'zod';

/** `GET /api/health` (`status: 'ok'`) and `GET /api/ready` (`status: 'ready'`). */
export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
