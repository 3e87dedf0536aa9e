import type {
  GetPublicEventResponse,
  PublicEvent,
  PublicEventDetails,
} from '@celebra/contracts';

export const inPersonDetails: PublicEventDetails = {
  eventDate: '2026-10-12',
  startTime: '16:00',
  endTime: '23:00',
  eventType: 'in-person',
  eventLocation: 'Espaço Jardim',
  postalCode: '01310-100',
  fullAddress: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP',
  latitude: -23.5613,
  longitude: -46.6565,
  transmission: null,
  transmissionLink: null,
  transmissionPassword: null,
};

export const virtualDetails: PublicEventDetails = {
  ...inPersonDetails,
  eventType: 'virtual',
  eventLocation: null,
  postalCode: null,
  fullAddress: null,
  latitude: null,
  longitude: null,
  transmission: 'Zoom',
  transmissionLink: 'https://zoom.example/j/123',
  transmissionPassword: 'festa2026',
};

export const publicEvent: PublicEvent = {
  id: 3,
  slug: 'ana-e-leo',
  title: 'Casamento Ana & Leo',
  subtitle: '12 de outubro de 2026',
  titleDescription: 'Nossa história',
  description: 'Que alegria ter você aqui.\nVenha celebrar conosco!',
  color: '#0f766e',
  avatarUrl: '/media/events/3/avatar.webp',
  bannerUrl: '/media/events/3/banner.webp',
  gifts: [
    {
      id: 11,
      name: 'Jantar romântico',
      price: 35000,
      imageUrl: '/media/gifts/jantar.webp',
    },
    {
      id: 12,
      name: 'Passeio de barco',
      price: 28050,
      imageUrl: null,
    },
  ],
  gallery: [],
  details: inPersonDetails,
  settings: {
    showGiftList: true,
    showGuestMessages: true,
    showEventInfo: true,
    allowGuestConfirmation: true,
  },
  customPages: [
    {
      id: 4,
      title: 'Hospedagem',
      content: 'Hotéis **perto** do local.\n\n- Hotel A\n- Hotel B',
    },
  ],
  guestPaysFee: false,
  platformFeeBps: 500,
};

export const publicEventResponse: GetPublicEventResponse = {
  success: true,
  event: publicEvent,
};

/** The answer for an event changed by `changes`. */
export const eventResponseWith = (
  changes: Partial<PublicEvent>,
): GetPublicEventResponse => ({
  success: true,
  event: { ...publicEvent, ...changes },
});
