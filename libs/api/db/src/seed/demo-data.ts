import { DEFAULT_EVENT_COLOR } from '@celebra/contracts';
import type { NewGuest, NewGuestMessage } from '../schema';
import { DEMO_HOST } from './credentials';

export const DEMO_USER = {
  firstName: 'Ana',
  lastName: 'Oliveira',
  email: DEMO_HOST.email,
  phoneNumber: '(11) 98765-4321',
};

export const DEMO_CATEGORY = { eventType: 'Casamento', category: 'Lua de mel' };

export const DEMO_EVENT = {
  title: 'Ana & Pedro',
  subtitle: 'Vamos nos casar!',
  titleDescription: 'Nossa história',
  description:
    'Nos conhecemos em uma viagem e, desde então, cada aventura ficou melhor a dois. ' +
    'Preparamos este site com carinho para compartilhar os detalhes do nosso casamento. ' +
    'Sua presença é o nosso maior presente, mas, se quiser nos mimar, escolha um item da lista!',
  color: DEFAULT_EVENT_COLOR,
};

export const DEMO_DETAILS = {
  startTime: '16:00',
  endTime: '23:00',
  eventType: 'in-person' as const,
  eventLocation: 'Espaço Jardim Paulista',
  postalCode: '01310-100',
  fullAddress: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP',
  latitude: -23.5613,
  longitude: -46.6565,
};

/** Days from the seed run to the demo wedding, so the date stays in the future. */
export const DEMO_EVENT_DAYS_AHEAD = 120;

export const DEMO_GUESTS: Omit<NewGuest, 'eventId' | 'invitationId'>[] = [
  {
    firstName: 'Mariana',
    lastName: 'Costa',
    email: 'mariana.costa@example.com',
    phoneNumber: '(11) 91234-5678',
    companions: 1,
    source: 'guest',
  },
  {
    firstName: 'Carlos',
    lastName: 'Lima',
    email: 'carlos.lima@example.com',
    phoneNumber: '(21) 99876-5432',
    source: 'host',
  },
  {
    firstName: 'Juliana',
    lastName: 'Pereira',
    email: 'juliana.pereira@example.com',
    phoneNumber: '(31) 98765-1234',
    companions: 2,
    source: 'guest',
  },
  {
    firstName: 'Rafael',
    lastName: 'Santos',
    email: 'rafael.santos@example.com',
    phoneNumber: '(11) 97654-3210',
    source: 'host',
  },
];

export const DEMO_MESSAGES: Omit<NewGuestMessage, 'eventId'>[] = [
  {
    firstName: 'Mariana',
    lastName: 'Costa',
    email: 'mariana.costa@example.com',
    message: 'Que alegria ver vocês juntos! Desejo muita felicidade ao casal.',
  },
  {
    firstName: 'Juliana',
    lastName: 'Pereira',
    email: 'juliana.pereira@example.com',
    message: 'Contando os dias para a festa. Amo vocês!',
  },
  {
    firstName: 'Rafael',
    lastName: 'Santos',
    email: 'rafael.santos@example.com',
    message: 'Parabéns, Ana e Pedro! Que a lua de mel seja inesquecível.',
  },
];

export const DEMO_ORDERS = {
  approved: {
    guestName: 'Mariana Costa',
    guestContact: '+5511912345678',
    providerReference: 'demo-order-approved',
  },
  pending: {
    guestName: 'Carlos Lima',
    guestContact: 'carlos.lima@example.com',
    providerReference: 'demo-order-pending',
  },
};

/** The demo event's own gifts: one free-value gift and one gift in shares. */
export const DEMO_OWN_GIFTS = {
  free: {
    name: 'Ajuda para a nossa casa',
    suggestedAmounts: [5_000, 10_000, 20_000],
  },
  shared: {
    name: 'Viagem de lua de mel',
    price: 600_000,
    shareCount: 12,
  },
};
