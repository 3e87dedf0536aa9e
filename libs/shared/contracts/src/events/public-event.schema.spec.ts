import { getPublicEventResponseSchema } from './public-event.schema';

const event = {
  id: 1,
  slug: 'demo',
  title: 'Ana & João',
  subtitle: 'Casamento',
  titleDescription: 'Sejam bem-vindos!',
  description: '',
  color: '#c2185b',
  theme: 'classico',
  avatarUrl: null,
  bannerUrl: '/media/events/demo/banner.webp',
  avatarImage: null,
  bannerImage: null,
  gifts: [
    {
      id: 3,
      name: 'Jantar',
      price: 15000,
      imageUrl: null,
      kind: 'fixed',
      suggestedAmounts: [],
      shares: null,
    },
    {
      id: 5,
      name: 'Lua de mel',
      price: 600_000,
      imageUrl: null,
      kind: 'shares',
      suggestedAmounts: [],
      shares: { count: 12, remaining: 9, paid: 2, complete: false },
    },
  ],
  gallery: [{ id: 9, type: 'image', url: '/media/g.webp', image: null }],
  details: null,
  settings: {
    showGiftList: true,
    showGuestMessages: true,
    showEventInfo: false,
    allowGuestConfirmation: true,
    rsvpOpenAnswers: true,
    rsvpDeadline: null,
  },
  customPages: [{ id: 4, title: 'Hospedagem', content: 'Hotéis perto.' }],
  guestPaysFee: false,
  platformFeeBps: 500,
  cardMaxInstallments: 12,
  freeAmountLimits: { min: 1000, max: 5_000_000 },
};

describe('getPublicEventResponseSchema', () => {
  it('accepts an event without details', () => {
    expect(
      getPublicEventResponseSchema.safeParse({ success: true, event }).success,
    ).toBe(true);
  });

  it('accepts details with empty fields', () => {
    const details = {
      eventDate: '2027-05-01',
      startTime: '18:00',
      endTime: null,
      eventType: 'virtual',
      eventLocation: null,
      postalCode: null,
      fullAddress: null,
      latitude: null,
      longitude: null,
      transmission: 'YouTube',
      transmissionLink: 'https://youtube.com/x',
      transmissionPassword: null,
    };
    expect(
      getPublicEventResponseSchema.safeParse({
        success: true,
        event: { ...event, details },
      }).success,
    ).toBe(true);
  });

  it('refuses an unknown gallery type and a fractional price', () => {
    expect(
      getPublicEventResponseSchema.safeParse({
        success: true,
        event: {
          ...event,
          gallery: [{ id: 1, type: 'audio', url: '/a', image: null }],
        },
      }).success,
    ).toBe(false);
    expect(
      getPublicEventResponseSchema.safeParse({
        success: true,
        event: { ...event, gifts: [{ ...event.gifts[0], price: 1.5 }] },
      }).success,
    ).toBe(false);
  });

  it("accepts a banner's variants and refuses one in a format the site does not offer", () => {
    const bannerImage = {
      width: 1600,
      height: 900,
      variants: [
        { type: 'image/avif', width: 480, url: '/media/b-480.avif' },
        { type: 'image/jpeg', width: 1600, url: '/media/b-1600.jpg' },
      ],
    };
    const parse = (image: unknown) =>
      getPublicEventResponseSchema.safeParse({
        success: true,
        event: { ...event, bannerImage: image },
      }).success;
    expect(parse(bannerImage)).toBe(true);
    expect(
      parse({
        ...bannerImage,
        variants: [{ type: 'image/png', width: 480, url: '/media/b.png' }],
      }),
    ).toBe(false);
    expect(parse({ ...bannerImage, variants: [] })).toBe(false);
  });

  it('refuses an event without the fee fields or with a fee above 100 %', () => {
    const { guestPaysFee: _, ...withoutFee } = event;
    expect(
      getPublicEventResponseSchema.safeParse({
        success: true,
        event: withoutFee,
      }).success,
    ).toBe(false);
    expect(
      getPublicEventResponseSchema.safeParse({
        success: true,
        event: { ...event, platformFeeBps: 10_001 },
      }).success,
    ).toBe(false);
  });
});
