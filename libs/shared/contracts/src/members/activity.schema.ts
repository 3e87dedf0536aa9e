import { z } from 'zod';
import { idSchema, okResponse, paginationQuerySchema } from '../common.schema';

/**
 * What an activity entry tells; the apps word it in pt-BR from the action, the actor's name
 * and the quantity (`messages.eventActivity`).
 */
export const EVENT_ACTIVITY_ACTIONS = [
  'event_created',
  'site_changed',
  'gift_added',
  'gift_removed',
  'guest_added',
  'guest_answer_accepted',
  'member_invited',
  'member_joined',
  'member_removed',
  'invitation_revoked',
  'payout_destination_changed',
  'payout_requested',
  'payout_cancelled',
] as const;
export const eventActivityActionSchema = z.enum(EVENT_ACTIVITY_ACTIONS);

export const eventActivitySchema = z.object({
  id: z.number().int(),
  action: eventActivityActionSchema,
  /** The actor's name when it happened; '' when the platform did it. */
  actorName: z.string(),
  /** How many (gifts added, people confirmed); null when the action counts nothing. */
  quantity: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});

export const eventActivityParamsSchema = z.object({ eventId: idSchema });
export const listEventActivityQuerySchema = paginationQuerySchema;

/** `GET …/activity`: one page, newest first, and how many entries in all. */
export const listEventActivityResponseSchema = okResponse({
  activities: z.array(eventActivitySchema),
  total: z.number().int(),
});

export type EventActivityAction = z.infer<typeof eventActivityActionSchema>;
export type EventActivity = z.infer<typeof eventActivitySchema>;
export type ListEventActivityQuery = z.infer<
  typeof listEventActivityQuerySchema
>;
export type ListEventActivityQueryInput = z.input<
  typeof listEventActivityQuerySchema
>;
export type ListEventActivityResponse = z.infer<
  typeof listEventActivityResponseSchema
>;
