import { EVENT_PERMISSIONS } from '../http/route-contract';
import {
  EVENT_ROLES,
  ROLE_PERMISSIONS,
  roleAllows,
  rolesAllowed,
  strongerRole,
} from './event-roles';

describe('ROLE_PERMISSIONS', () => {
  it('gives the owner every permission', () => {
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual(
      [...EVENT_PERMISSIONS].sort(),
    );
  });

  it('keeps payouts and members to the owner', () => {
    expect(rolesAllowed('payouts')).toEqual(['owner']);
    expect(rolesAllowed('members')).toEqual(['owner']);
  });

  it('lets the co-host see money and activity, not the assistant', () => {
    expect(rolesAllowed('money')).toEqual(['owner', 'cohost']);
    expect(rolesAllowed('activity')).toEqual(['owner', 'cohost']);
    expect(rolesAllowed('gifts')).toEqual(['owner', 'cohost']);
  });

  it('lets every role view, change the site, the guests and the messages', () => {
    for (const permission of ['view', 'site', 'guests', 'messages'] as const)
      expect(rolesAllowed(permission)).toEqual([...EVENT_ROLES]);
  });

  it('answers per role and permission', () => {
    expect(roleAllows('assistant', 'guests')).toBe(true);
    expect(roleAllows('assistant', 'money')).toBe(false);
    expect(roleAllows('cohost', 'payouts')).toBe(false);
  });

  it('keeps the stronger of two roles', () => {
    expect(strongerRole('assistant', 'cohost')).toBe('cohost');
    expect(strongerRole('owner', 'assistant')).toBe('owner');
    expect(strongerRole('assistant', 'assistant')).toBe('assistant');
  });
});
