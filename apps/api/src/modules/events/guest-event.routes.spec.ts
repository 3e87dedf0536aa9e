import { getPublicEventResponseSchema, itemAt } from '@celebra/contracts';
import {
  eventDetails,
  events,
  eventSettings,
  galleryItems,
  gifts,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import {
  contractService,
  createCustomPage,
  setEventSettings,
} from '../../test/guest-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const getEvent = (slug: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/guests/event/${encodeURIComponent(slug)}`,
  });

const filledDetails = {
  eventDate: '2027-05-01',
  startTime: '16:00',
  endTime: '23:00',
  eventType: 'in-person' as const,
  eventLocation: 'Espaço Jardim',
  postalCode: '01310-100',
  fullAddress: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP',
  latitude: -23.5613,
  longitude: -46.6565,
};

async function hostWithSite() {
  const host = await createHost(t.database.db);
  const { db } = t.database;
  await db
    .update(eventDetails)
    .set(filledDetails)
    .where(eq(eventDetails.eventId, host.event.id));
  await db.insert(galleryItems).values([
    {
      eventId: host.event.id,
      type: 'image',
      url: '/media/g/1.webp',
      storageKey: 'g/1.webp',
      sizeBytes: 10,
    },
    {
      eventId: host.event.id,
      type: 'video',
      url: '/media/g/2.mp4',
      storageKey: 'g/2.mp4',
      sizeBytes: 20,
    },
  ]);
  return host;
}

describe('GET /api/guests/event/{slug}', () => {
  it('answers the public event with its gifts, gallery, details and settings, without a session', async () => {
    const host = await hostWithSite();
    const response = await getEvent(host.event.slug);

    expect(response.statusCode).toBe(200);
    const { event } = getPublicEventResponseSchema.parse(response.json());
    expect(event).toMatchObject({
      id: host.event.id,
      slug: host.event.slug,
      title: 'Ana & João',
      color: '#c2185b',
    });
    expect(event.gifts.map((gift) => gift.id)).toEqual(host.giftIds);
    expect(event.gifts[0]).toEqual({
      id: host.giftIds[0],
      name: expect.any(String),
      price: 1000,
      imageUrl: '/media/catalogue/gift-0.webp',
      kind: 'fixed',
      suggestedAmounts: [],
      shares: null,
    });
    expect(event.freeAmountLimits).toEqual({ min: 1000, max: 5_000_000 });
    expect(event.gallery.map(({ type, url }) => ({ type, url }))).toEqual([
      { type: 'image', url: '/media/g/1.webp' },
      { type: 'video', url: '/media/g/2.mp4' },
    ]);
    expect(event.details).toEqual({
      ...filledDetails,
      transmission: null,
      transmissionLink: null,
      transmissionPassword: null,
    });
    expect(event.settings).toEqual({
      showGiftList: true,
      showGuestMessages: true,
      showEventInfo: true,
      allowGuestConfirmation: true,
      rsvpOpenAnswers: true,
      rsvpDeadline: null,
    });
    expect(event.customPages).toEqual([]);
    expect(event.guestPaysFee).toBe(false);
    expect(event.platformFeeBps).toBe(500);
    expect(response.body).not.toMatch(
      /userId|passwordHash|sitePassword|storageKey/,
    );
  });

  it('finds the slug in any case', async () => {
    const host = await createHost(t.database.db);
    expect((await getEvent(host.event.slug.toUpperCase())).statusCode).toBe(
      200,
    );
  });

  it('hides the gifts when showGiftList is off', async () => {
    const host = await hostWithSite();
    await t.database.db
      .update(eventSettings)
      .set({ showGiftList: false })
      .where(eq(eventSettings.eventId, host.event.id));
    const { event } = getPublicEventResponseSchema.parse(
      (await getEvent(host.event.slug)).json(),
    );
    expect(event.gifts).toEqual([]);
    expect(event.settings.showGiftList).toBe(false);
    expect(event.details).not.toBeNull();
  });

  it('hides the details when showEventInfo is off', async () => {
    const host = await hostWithSite();
    await t.database.db
      .update(eventSettings)
      .set({ showEventInfo: false })
      .where(eq(eventSettings.eventId, host.event.id));
    const { event } = getPublicEventResponseSchema.parse(
      (await getEvent(host.event.slug)).json(),
    );
    expect(event.details).toBeNull();
    expect(event.gifts).toHaveLength(host.giftIds.length);
  });

  it('answers null details while the host has not filled the event information', async () => {
    const host = await createHost(t.database.db);
    const { event } = getPublicEventResponseSchema.parse(
      (await getEvent(host.event.slug)).json(),
    );
    expect(event.details).toBeNull();
  });

  it('leaves out gifts deactivated in the catalogue', async () => {
    const host = await createHost(t.database.db);
    await t.database.db
      .update(gifts)
      .set({ active: false })
      .where(eq(gifts.id, itemAt(host.giftIds, 0)));
    const { event } = getPublicEventResponseSchema.parse(
      (await getEvent(host.event.slug)).json(),
    );
    expect(event.gifts.map((gift) => gift.id)).toEqual(host.giftIds.slice(1));
  });

  it.each(['nao-existe', 'api', '../x'])(
    "answers 404 'Evento não encontrado.' for the unknown slug %p",
    async (slug) => {
      const response = await getEvent(slug);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Evento não encontrado.',
      });
    },
  );

  it('answers 404 for a deactivated event', async () => {
    const host = await createHost(t.database.db);
    await t.database.db
      .update(events)
      .set({ active: false })
      .where(eq(events.id, host.event.id));
    const response = await getEvent(host.event.slug);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Evento não encontrado.');
  });
});

describe('GET /api/guests/event/{slug}: custom pages and fee', () => {
  async function hostWithPages() {
    const host = await createHost(t.database.db);
    const { db } = t.database;
    const second = await createCustomPage(db, host.event.id, {
      title: 'Hospedagem',
      content: 'Hotéis perto da festa.',
      position: 2,
    });
    const first = await createCustomPage(db, host.event.id, {
      title: 'Como chegar',
      position: 1,
    });
    return { host, pageIds: [first.id, second.id] };
  }

  it('lists the custom pages in their order when the PAGE service is contracted', async () => {
    const { host, pageIds } = await hostWithPages();
    await contractService(t.database.db, host.event.id, 'PAGE');
    const { event } = getPublicEventResponseSchema.parse(
      (await getEvent(host.event.slug)).json(),
    );
    expect(event.customPages).toEqual([
      { id: pageIds[0], title: 'Como chegar', content: '' },
      {
        id: pageIds[1],
        title: 'Hospedagem',
        content: 'Hotéis perto da festa.',
      },
    ]);
  });

  it.each(['PENDING', 'EXPIRED', 'CANCELLED'] as const)(
    'leaves the custom pages out while the PAGE service is %s',
    async (status) => {
      const { host } = await hostWithPages();
      await contractService(t.database.db, host.event.id, 'PAGE', status);
      await contractService(t.database.db, host.event.id, 'IMAGE');
      const { event } = getPublicEventResponseSchema.parse(
        (await getEvent(host.event.slug)).json(),
      );
      expect(event.customPages).toEqual([]);
    },
  );

  it('tells the cart that the guest pays the fee when the host chose so', async () => {
    const host = await createHost(t.database.db);
    await setEventSettings(t.database.db, host.event.id, {
      guestPaysFee: true,
    });
    const { event } = getPublicEventResponseSchema.parse(
      (await getEvent(host.event.slug)).json(),
    );
    expect(event.guestPaysFee).toBe(true);
    expect(event.platformFeeBps).toBe(t.config.PLATFORM_FEE_BPS);
  });

  it('tells the card choice how many instalments the guest may pay in: CARD_MAX_INSTALLMENTS', async () => {
    const host = await createHost(t.database.db);
    const { event } = getPublicEventResponseSchema.parse(
      (await getEvent(host.event.slug)).json(),
    );
    expect(event.cardMaxInstallments).toBe(12);

    const fewer = await createTestApp({ env: { CARD_MAX_INSTALLMENTS: '3' } });
    try {
      const other = await createHost(fewer.database.db);
      const answer = await fewer.app.inject({
        method: 'GET',
        url: `/api/guests/event/${other.event.slug}`,
      });
      expect(
        getPublicEventResponseSchema.parse(answer.json()).event
          .cardMaxInstallments,
      ).toBe(3);
    } finally {
      await fewer.close();
    }
  });
});
