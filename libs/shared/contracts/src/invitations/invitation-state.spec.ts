import { invitationState } from './invitation-state';

const never = { sentAt: null, firstOpenedAt: null, answeredAt: null };

it('names the furthest step reached, even when an earlier one was skipped', () => {
  expect(invitationState(never)).toBe('not-sent');
  expect(invitationState({ ...never, sentAt: new Date() })).toBe('sent');
  // A link opened that the host never marked sent (e.g. found by name) is 'aberto'.
  expect(
    invitationState({ ...never, firstOpenedAt: '2026-11-30T10:00:00.000Z' }),
  ).toBe('opened');
  expect(
    invitationState({
      sentAt: null,
      firstOpenedAt: null,
      answeredAt: new Date(),
    }),
  ).toBe('answered');
});
