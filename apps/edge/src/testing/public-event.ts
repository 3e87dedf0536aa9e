import type { PublicEvent, ResponsiveImage } from '@celebra/contracts';

/** A picture stored in its variants (`/media/<name>-<width>.<ext>`), as the api answers it. */
export const storedPicture = (
  name: string,
  widths: number[],
): ResponsiveImage => ({
  width: widths[widths.length - 1] ?? 0,
  height: 900,
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

/** An open event as `GET /api/guests/event/{slug}` answers it, with text that needs escaping. */
export const openEvent = (slug: string): PublicEvent => ({
  id: 3,
  slug,
  title: `Ana & Léo <3 "para sempre" d'Ávila`,
  subtitle: '<b>festa</b> & "bolo"',
  titleDescription: 'Nossa história',
  description: 'Venha celebrar conosco!',
  color: '#0f766e',
  theme: 'praia',
  avatarUrl: null,
  bannerUrl: '/media/events/3/banner.webp',
  avatarImage: storedPicture('events/3/avatar/a', [480]),
  bannerImage: storedPicture('events/3/banner/b', [480, 800, 1600]),
  gifts: [],
  gallery: [],
  details: {
    eventDate: '2027-03-21',
    startTime: '16:00',
    endTime: null,
    eventType: 'in-person',
    eventLocation: 'Espaço Jardim',
    postalCode: null,
    fullAddress: null,
    latitude: null,
    longitude: null,
    transmission: null,
    transmissionLink: null,
    transmissionPassword: null,
  },
  settings: {
    showGiftList: true,
    showGuestMessages: true,
    showEventInfo: true,
    allowGuestConfirmation: true,
    rsvpOpenAnswers: true,
    rsvpDeadline: null,
  },
  customPages: [],
  guestPaysFee: false,
  platformFeeBps: 500,
  cardMaxInstallments: 1,
  freeAmountLimits: { min: 1000, max: 5_000_000 },
});
