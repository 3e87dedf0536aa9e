import { z } from 'zod';
import {
  emailSchema,
  idSchema,
  okResponse,
  successResponseSchema,
} from '../common.schema';
import {
  loginResponseSchema,
  passwordsMatch,
  registrationFieldsSchema,
} from '../accounts/accounts.schema';
import * as messages from '../texts/shared';
import {
  eventRoleSchema,
  invitableRoleSchema,
  memberEventSchema,
} from './member-event.schema';

const v = messages.validation;

export const eventMembersParamsSchema = z.object({ eventId: idSchema });
export const eventMemberParamsSchema = z.object({
  eventId: idSchema,
  userId: idSchema,
});
export const eventInvitationParamsSchema = z.object({
  eventId: idSchema,
  invitationId: idSchema,
});
/** `/api/admin/events/{id}/members/{userId}`. */
export const adminEventMemberParamsSchema = z.object({
  id: idSchema,
  userId: idSchema,
});

/** Someone with access to the event. */
export const eventMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: eventRoleSchema,
  /** When they joined (the event's creation for its owner). */
  since: z.iso.datetime(),
});

/** An invitation not yet accepted, revoked or expired. */
export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: invitableRoleSchema,
  expiresAt: z.iso.datetime(),
  /** The full name of who invited; null when that account is gone. */
  invitedBy: z.string().nullable(),
});

/** `GET /api/users/events/{eventId}/members` (and the back office's): owner first, then by date. */
export const listEventMembersResponseSchema = okResponse({
  members: z.array(eventMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});

/** `POST /api/users/events/{eventId}/invitations`: e-mails a link valid for 7 days. */
export const inviteMemberBodySchema = z.object({
  email: emailSchema,
  role: invitableRoleSchema,
});

export const inviteMemberResponseSchema = okResponse({
  message: z.string(),
  invitation: pendingInvitationSchema,
});

/** Revoking an invitation, removing a member. */
export const membersChangeResponseSchema = successResponseSchema.extend({
  message: z.string(),
});

export const INVITATION_STATUSES = [
  'pending',
  'expired',
  'revoked',
  'accepted',
] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);

/** The link's token (`/convite/<token>`): 256 random bits, base64url. */
export const invitationTokenParamsSchema = z.object({
  token: z
    .string({ error: v.invalidValue })
    .regex(/^[A-Za-z0-9_-]{22,128}$/, v.invalidValue),
});

/** `GET /api/invitations/{token}`: what the invitation page shows before signing in. */
export const invitationViewResponseSchema = okResponse({
  invitation: z.object({
    eventTitle: z.string(),
    /** The first name of who invited; null when that account is gone. */
    invitedBy: z.string().nullable(),
    role: invitableRoleSchema,
    /** The invited e-mail, masked: 'a***@gmail.com'. */
    email: z.string(),
    status: invitationStatusSchema,
    expiresAt: z.iso.datetime(),
  }),
});

/** `POST /api/users/invitations/{token}/accept`: the event joined. */
export const acceptInvitationResponseSchema = okResponse({
  message: z.string(),
  event: memberEventSchema,
});

/** `POST /api/invitations/{token}/register`: an account for the invited e-mail. */
export const invitationRegisterBodySchema = registrationFieldsSchema
  .pick({
    firstName: true,
    lastName: true,
    phoneNumber: true,
    password: true,
    confirmPassword: true,
  })
  .superRefine(passwordsMatch);

/** Signed in (as after login) and a member of the event. */
export const invitationRegisterResponseSchema = loginResponseSchema.extend({
  event: memberEventSchema,
});

export type EventMember = z.infer<typeof eventMemberSchema>;
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export type ListEventMembersResponse = z.infer<
  typeof listEventMembersResponseSchema
>;
export type InviteMemberBody = z.infer<typeof inviteMemberBodySchema>;
export type InviteMemberResponse = z.infer<typeof inviteMemberResponseSchema>;
export type MembersChangeResponse = z.infer<typeof membersChangeResponseSchema>;
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;
export type InvitationViewResponse = z.infer<
  typeof invitationViewResponseSchema
>;
export type AcceptInvitationResponse = z.infer<
  typeof acceptInvitationResponseSchema
>;
export type InvitationRegisterBody = z.infer<
  typeof invitationRegisterBodySchema
>;
export type InvitationRegisterBodyInput = z.input<
  typeof invitationRegisterBodySchema
>;
export type InvitationRegisterResponse = z.infer<
  typeof invitationRegisterResponseSchema
>;
