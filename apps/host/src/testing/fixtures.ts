import { itemAt, type MeResponse, type OwnerEvent } from '@celebra/contracts';

export const demoEvent: OwnerEvent = {
  id: 3,
  slug: 'ana-e-leo',
  title: 'Casamento Ana & Leo',
  subtitle: '12 de outubro de 2026',
  titleDescription: 'Sejam bem-vindos!',
  description: '',
  color: '#c2185b',
  theme: 'classico',
  avatarUrl: null,
  bannerUrl: null,
};

export const demoSession: MeResponse = {
  success: true,
  user: {
    id: 7,
    first_name: 'Ana',
    last_name: 'Souza',
    email: 'ana@example.com',
    phone_number: '(11) 98765-4321',
  },
  event: demoEvent,
  events: [
    { id: 3, slug: 'ana-e-leo', title: 'Casamento Ana & Leo', role: 'owner' },
  ],
};

export const signIn = () => {
  localStorage.setItem('userToken', 'token-123');
  localStorage.setItem('userId', '7');
};

/** A session whose account has access to `events` (the first one is `me.event`'s). */
export const sessionWith = (events: MeResponse['events']): MeResponse => ({
  ...demoSession,
  event: events.length > 0 ? demoEvent : null,
  events,
});

export const ownedEvent = itemAt(demoSession.events, 0);

/** An event the account was invited to as co-host. */
export const sharedEvent = {
  id: 9,
  slug: 'cha-da-bia',
  title: 'Chá da Bia',
  role: 'cohost',
} as const satisfies MeResponse['events'][number];
