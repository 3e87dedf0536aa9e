import type { GetPublicEventResponse } from '@celebra/contracts';

export const publicEventResponse: GetPublicEventResponse = {
  success: true,
  event: {
    id: 3,
    slug: 'ana-e-leo',
    title: 'Casamento Ana & Leo',
    subtitle: '12 de outubro de 2026',
    titleDescription: 'Sejam bem-vindos!',
    description: 'Que alegria ter você aqui.',
    color: '#0f766e',
    avatarUrl: null,
    bannerUrl: '/media/events/3/banner.webp',
    gifts: [],
    gallery: [],
    details: null,
    settings: {
      showGiftList: true,
      showGuestMessages: true,
      showEventInfo: true,
      allowGuestConfirmation: true,
    },
    customPages: [],
    guestPaysFee: false,
    platformFeeBps: 500,
  },
};
