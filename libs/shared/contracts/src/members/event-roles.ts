import type { EventPermission } from '../http/route-contract';

/**
 * Who may do what on an event: access is a membership with one of these roles, strongest
 * first. 'owner' (Titular) holds the event; 'cohost' (Coanfitrião) shares it; 'assistant'
 * (Assessor(a), the wedding planner) helps with the site and the guests.
 */
export const EVENT_ROLES = ['owner', 'cohost', 'assistant'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];

/** The roles an invitation may give: an event has one owner, who is never invited. */
export const INVITABLE_ROLES = ['cohost', 'assistant'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/**
 * The one rule of access: what each role may do to its event. The api refuses a route whose
 * `event` permission the caller's role lacks (403); the host app hides what the role cannot do.
 */
export const ROLE_PERMISSIONS = {
  owner: [
    'view',
    'site',
    'gifts',
    'guests',
    'messages',
    'money',
    'payouts',
    'members',
    'activity',
  ],
  cohost: ['view', 'site', 'gifts', 'guests', 'messages', 'money', 'activity'],
  assistant: ['view', 'site', 'guests', 'messages'],
} as const satisfies Record<EventRole, readonly EventPermission[]>;

/** Whether `role` may do `permission` to its event. */
export function roleAllows(
  role: EventRole,
  permission: EventPermission,
): boolean {
  return (ROLE_PERMISSIONS[role] as readonly EventPermission[]).includes(
    permission,
  );
}

/** The roles that may do `permission`, strongest first. */
export function rolesAllowed(permission: EventPermission): EventRole[] {
  return EVENT_ROLES.filter((role) => roleAllows(role, permission));
}

/** The stronger of two roles (an invitation accepted by a member keeps the higher one). */
export function strongerRole(a: EventRole, b: EventRole): EventRole {
  return EVENT_ROLES.indexOf(a) <= EVENT_ROLES.indexOf(b) ? a : b;
}

/** How long an invitation link can be accepted. */
export const INVITATION_TTL_DAYS = 7;

/** How long a confirmed password opens the sensitive calls (payouts). */
export const REAUTHENTICATION_MAX_AGE_MINUTES = 10;
