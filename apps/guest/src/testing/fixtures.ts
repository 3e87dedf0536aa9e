import type {
  PublicGift,
  GetPublicEventResponse,
  PublicEvent,
  PublicEventDetails,
  ResponsiveImage,
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
  theme: 'classico',
  avatarUrl: '/media/events/3/avatar.webp',
  bannerUrl: '/media/events/3/banner.webp',
  avatarImage: null,
  bannerImage: null,
  gifts: [
    {
      id: 11,
      name: 'Jantar romântico',
      price: 35000,
      imageUrl: '/media/gifts/jantar.webp',
      kind: 'fixed',
      suggestedAmounts: [],
      shares: null,
    },
    {
      id: 12,
      name: 'Passeio de barco',
      price: 28050,
      imageUrl: null,
      kind: 'fixed',
      suggestedAmounts: [],
      shares: null,
    },
  ],
  gallery: [],
  details: inPersonDetails,
  settings: {
    showGiftList: true,
    showGuestMessages: true,
    showEventInfo: true,
    allowGuestConfirmation: true,
    rsvpOpenAnswers: true,
    rsvpDeadline: null,
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
  cardMaxInstallments: 1,
  freeAmountLimits: { min: 1000, max: 5_000_000 },
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

/** A free-value gift: the guest types the amount (suggestions R$ 50,00 and R$ 100,00). */
export const freeGift: PublicGift = {
  id: 21,
  name: 'Ajuda para a casa',
  price: 0,
  imageUrl: null,
  kind: 'free',
  suggestedAmounts: [5000, 10000],
  shares: null,
};

/** A gift of R$ 1.000,00 in 10 shares of R$ 100,00, 4 left. */
export const sharedGift: PublicGift = {
  id: 22,
  name: 'Lua de mel',
  price: 100000,
  imageUrl: null,
  kind: 'shares',
  suggestedAmounts: [],
  shares: { count: 10, remaining: 4, paid: 5, complete: false },
};

/** A shared gift whose every share is paid. */
export const completeGift: PublicGift = {
  id: 23,
  name: 'Geladeira',
  price: 60000,
  imageUrl: null,
  kind: 'shares',
  suggestedAmounts: [],
  shares: { count: 6, remaining: 0, paid: 6, complete: true },
};

/** A picture stored in its variants (`/media/<name>-<width>.<ext>`), as the api answers it. */
export const responsiveImage = (
  name: string,
  widths: number[] = [480, 960, 1600],
  height = 900,
): ResponsiveImage => ({
  width: widths[widths.length - 1] ?? 0,
  height,
  variants: widths.flatMap((width) =>
    (
      [
        ['image/avif', 'avif'],
        ['image/webp', 'webp'],
        ['image/jpeg', 'jpg'],
      ] as const
    ).map(([type, extension]) => ({
      type,
      width,
      url: `/media/${name}-${width}.${extension}`,
    })),
  ),
});
