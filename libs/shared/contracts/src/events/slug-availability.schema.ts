import { z } from 'zod';
import { okResponse, slugSchema } from '../common.schema';

/**
 * `GET /api/users/slug-availability?slug=` (public: the registration wizard asks it while the
 * host types, before the account exists). A malformed slug is a 400 with the slug's message.
 */
export const slugAvailabilityQuerySchema = z.object({ slug: slugSchema });

export const slugAvailabilityResponseSchema = okResponse({
  /** The slug as it would be stored (trimmed, lower-case). */
  slug: z.string(),
  /** False when another event uses it or it is reserved. */
  available: z.boolean(),
  /** 'Link disponível.' or 'O link está em uso, por favor, crie outro.' */
  message: z.string(),
});

export type SlugAvailabilityQuery = z.infer<typeof slugAvailabilityQuerySchema>;
export type SlugAvailabilityResponse = z.infer<
  typeof slugAvailabilityResponseSchema
>;
