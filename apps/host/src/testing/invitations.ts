import type {
  HostInvitation,
  InvitationMember,
  InvitationSummary,
  RsvpSettings,
} from '@celebra/contracts';
import { DEFAULT_INVITATION_MESSAGE } from '@celebra/contracts';

export const invitationsBase = '/api/users/invitations/3';

export const member = (
  id: number,
  firstName: string,
  lastName: string,
  overrides: Partial<InvitationMember> = {},
): InvitationMember => ({
  id,
  firstName,
  lastName,
  isChild: false,
  attending: null,
  companions: 0,
  companionNames: [],
  pendingResponses: [],
  ...overrides,
});

export const invitation = (
  id: number,
  name: string,
  overrides: Partial<HostInvitation> = {},
): HostInvitation => ({
  id,
  name,
  groupName: null,
  maxCompanions: 0,
  phoneNumber: '',
  email: '',
  code: `code${id}AbCdEfGhIjKlMnOpQr`,
  source: 'host',
  needsReview: false,
  state: 'not-sent',
  sentAt: null,
  firstOpenedAt: null,
  lastOpenedAt: null,
  answeredAt: null,
  reminderSentAt: null,
  members: [member(id * 10, name.split(' ')[0] ?? name, 'Souza')],
  message: null,
  gifts: { count: 0, amount: 0, unthanked: 0 },
  createdAt: '2026-05-10T18:04:05.000Z',
  ...overrides,
});

export const summary = (
  overrides: Partial<InvitationSummary> = {},
): InvitationSummary => ({
  invitations: 2,
  invited: 5,
  answered: 1,
  attending: 3,
  declined: 1,
  adults: 2,
  children: 1,
  awaiting: 1,
  notSent: 1,
  sent: 0,
  opened: 0,
  review: 0,
  groups: ['Amigos', 'Família da noiva'],
  ...overrides,
});

export const rsvpSettings = (
  overrides: Partial<RsvpSettings> = {},
): RsvpSettings => ({
  deadline: null,
  remindersEnabled: false,
  reminderDays: 7,
  openAnswers: true,
  invitationMessage: DEFAULT_INVITATION_MESSAGE,
  defaultInvitationMessage: DEFAULT_INVITATION_MESSAGE,
  ...overrides,
});

export const page = (items: HostInvitation[], total = items.length) => ({
  status: 200,
  body: { items, total, page: 1, limit: 20 },
});
