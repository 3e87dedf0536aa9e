import { adminEventParamsSchema } from '../events/admin-events.schema';
import { defineRoute } from '../http/route-contract';
import {
  eventActivityParamsSchema,
  listEventActivityQuerySchema,
  listEventActivityResponseSchema,
} from './activity.schema';
import {
  acceptInvitationResponseSchema,
  adminEventMemberParamsSchema,
  eventInvitationParamsSchema,
  eventMemberParamsSchema,
  eventMembersParamsSchema,
  invitationRegisterBodySchema,
  invitationRegisterResponseSchema,
  invitationTokenParamsSchema,
  invitationViewResponseSchema,
  inviteMemberBodySchema,
  inviteMemberResponseSchema,
  listEventMembersResponseSchema,
  membersChangeResponseSchema,
} from './members.schema';

const hostTags = ['users: members'];
const invitationTags = ['invitations'];
const adminEventTags = ['admin: events'];

/**
 * Who has access to an event (members and their roles, invitations) and what they did there
 * (the activity list): the host's calls, the invitation link's calls and the back office's.
 */
export const membersRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/users/events/:eventId/members',
    access: 'host',
    event: 'members',
    tags: hostTags,
    summary: "The event's members and pending invitations",
    params: eventMembersParamsSchema,
    response: listEventMembersResponseSchema,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/users/events/:eventId/invitations',
    access: 'host',
    event: 'members',
    tags: hostTags,
    summary:
      'Invite someone by e-mail as co-host or assistant (a link valid for 7 days)',
    params: eventMembersParamsSchema,
    body: inviteMemberBodySchema,
    status: 201,
    response: inviteMemberResponseSchema,
    errors: [409],
  }),
  revokeInvitation: defineRoute({
    method: 'DELETE',
    path: '/api/users/events/:eventId/invitations/:invitationId',
    access: 'host',
    event: 'members',
    tags: hostTags,
    summary: 'Revoke a pending invitation',
    params: eventInvitationParamsSchema,
    response: membersChangeResponseSchema,
    errors: [409],
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/api/users/events/:eventId/members/:userId',
    access: 'host',
    event: 'members',
    tags: hostTags,
    summary: "Remove a member's access (never the owner's)",
    params: eventMemberParamsSchema,
    response: membersChangeResponseSchema,
    errors: [409],
  }),
  activity: defineRoute({
    method: 'GET',
    path: '/api/users/events/:eventId/activity',
    access: 'host',
    event: 'activity',
    tags: hostTags,
    summary: "The event's activity, newest first",
    params: eventActivityParamsSchema,
    query: listEventActivityQuerySchema,
    response: listEventActivityResponseSchema,
  }),

  invitation: defineRoute({
    method: 'GET',
    path: '/api/invitations/:token',
    access: 'public',
    tags: invitationTags,
    summary:
      'What an invitation link offers, and whether it can still be accepted',
    params: invitationTokenParamsSchema,
    response: invitationViewResponseSchema,
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/api/users/invitations/:token/accept',
    access: 'host',
    tags: invitationTags,
    summary: 'Accept an invitation: the signed-in account joins the event',
    params: invitationTokenParamsSchema,
    response: acceptInvitationResponseSchema,
    errors: [409, 410],
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/invitations/:token/register',
    access: 'public',
    tags: invitationTags,
    summary:
      'Create an account for the invited e-mail, accept the invitation and sign in',
    params: invitationTokenParamsSchema,
    body: invitationRegisterBodySchema,
    status: 201,
    response: invitationRegisterResponseSchema,
    errors: [409, 410],
  }),

  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/events/:id/members',
    access: 'admin',
    event: 'members',
    tags: adminEventTags,
    summary: "The event's members and pending invitations",
    params: adminEventParamsSchema,
    response: listEventMembersResponseSchema,
  }),
  adminRemoveMember: defineRoute({
    method: 'DELETE',
    path: '/api/admin/events/:id/members/:userId',
    access: 'admin',
    event: 'members',
    tags: adminEventTags,
    summary: "Remove a member's access (never the owner's)",
    params: adminEventMemberParamsSchema,
    response: membersChangeResponseSchema,
    errors: [409],
  }),
  adminActivity: defineRoute({
    method: 'GET',
    path: '/api/admin/events/:id/activity',
    access: 'admin',
    event: 'activity',
    tags: adminEventTags,
    summary: "The event's activity, newest first",
    params: adminEventParamsSchema,
    query: listEventActivityQuerySchema,
    response: listEventActivityResponseSchema,
  }),
};
