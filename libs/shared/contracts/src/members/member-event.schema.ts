import { z } from 'zod';
import * as messages from '../texts/shared';
import { EVENT_ROLES, INVITABLE_ROLES } from './event-roles';

const v = messages.validation;

export const eventRoleSchema = z.enum(EVENT_ROLES, { error: v.invalidValue });
export const invitableRoleSchema = z.enum(INVITABLE_ROLES, {
  error: v.invalidValue,
});

/** An event the signed-in account has access to, with its role there. */
export const memberEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  role: eventRoleSchema,
});

export type MemberEvent = z.infer<typeof memberEventSchema>;
