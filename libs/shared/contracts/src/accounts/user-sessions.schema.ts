import { z } from 'zod';
import { idSchema, okResponse } from '../common.schema';

/** `/api/users/sessions/{sessionId}`. */
export const userSessionParamsSchema = z.object({ sessionId: idSchema });

/** One open session of the signed-in host: a device it was opened on, and when. */
export const userSessionSchema = z.object({
  id: z.number().int(),
  /** Browser and system in words ('Chrome no Android'), from the sign-in's User-Agent. */
  device: z.string(),
  /** When it was opened (the sign-in). */
  createdAt: z.iso.datetime(),
  /** When it last made a call, to within 5 minutes. */
  lastUsedAt: z.iso.datetime(),
  /** The session of this very request ('Este aparelho'). */
  current: z.boolean(),
});

/**
 * `GET /api/users/sessions`: the account's sessions that still open calls (not ended, not
 * expired, not idle), this one first, then the most recently used.
 */
export const listUserSessionsResponseSchema = okResponse({
  sessions: z.array(userSessionSchema),
});

/** `DELETE /api/users/sessions/{sessionId}`: another device signed out. */
export const endUserSessionResponseSchema = okResponse({
  message: z.string(),
});

/** `DELETE /api/users/sessions`: every other device signed out; `ended` says how many. */
export const endOtherUserSessionsResponseSchema = okResponse({
  message: z.string(),
  ended: z.number().int().min(0),
});

export type UserSession = z.infer<typeof userSessionSchema>;
export type ListUserSessionsResponse = z.infer<
  typeof listUserSessionsResponseSchema
>;
export type EndUserSessionResponse = z.infer<
  typeof endUserSessionResponseSchema
>;
export type EndOtherUserSessionsResponse = z.infer<
  typeof endOtherUserSessionsResponseSchema
>;
