import { getEventPreviewResponseSchema } from '@celebra/contracts';
import {
  eventCategories,
  eventDetails,
  events,
  eventSettings,
  eventTypes,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import { contractService, setSitePassword } from '../../test/guest-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const getPreview = async (slug: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/guests/event/${slug}/preview`,
  });
  expect(response.statusCode).toBe(200);
  return getEventPreviewResponseSchema.parse(response.json());
};

const setBanner = (eventId: number, bannerUrl: string | null) =>
  t.database.db.update(events).set({ bannerUrl }).where(eq(events.id, eventId));

/** The name of the event's type, as the back office wrote it. */
async function kindOf(eventId: number) {
  const [row] = await t.database.db
    .select({ name: eventTypes.name })
    .from(events)
    .innerJoin(eventCategories, eq(eventCategories.id, events.eventCategoryId))
    .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
    .where(eq(events.id, eventId));
  return row?.name;
}

const setDetails = (
  eventId: number,
  values: Partial<typeof eventDetails.$inferInsert>,
) =>
  t.database.db
    .update(eventDetails)
    .set(values)
    .where(eq(eventDetails.eventId, eventId));

describe('GET /api/guests/event/{slug}/preview', () => {
  it('answers the title, subtitle, banner and theme of an open event, and nothing else', async () => {
    const host = await createHost(t.database.db);
    await setBanner(host.event.id, '/media/events/1/banner.webp');

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/guests/event/${host.event.slug.toUpperCase()}/preview`,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      preview: {
        slug: host.event.slug,
        title: 'Ana & João',
        subtitle: 'Nosso casamento',
        bannerUrl: '/media/events/1/banner.webp',
        bannerImage: null,
        kind: await kindOf(host.event.id),
        theme: 'classico',
        eventDate: null,
        startTime: null,
        place: null,
        shareImageUrl: expect.stringMatching(
          new RegExp(
            `^/api/guests/event/${host.event.slug}/share-image/[0-9a-f]{16}\\.jpg$`,
          ),
        ),
      },
    });
  });

  it('says when and where an in-person event is: the place and the city of its address', async () => {
    const host = await createHost(t.database.db);
    await setDetails(host.event.id, {
      eventDate: '2026-12-12',
      startTime: '16:30',
      endTime: '23:00',
      eventType: 'in-person',
      eventLocation: 'Espaço Jardim',
      fullAddress: 'Avenida Paulista, 1000, Bela Vista, São Paulo, SP',
    });

    const { preview } = await getPreview(host.event.slug);

    expect(preview).toMatchObject({
      eventDate: '2026-12-12',
      startTime: '16:30',
      place: 'Espaço Jardim, São Paulo',
    });
  });

  it("says 'On-line' with the platform of a virtual event, and nothing of when or where once the site hides its information", async () => {
    const host = await createHost(t.database.db);
    await setDetails(host.event.id, {
      eventDate: '2026-12-12',
      startTime: '19:00',
      endTime: '21:00',
      eventType: 'virtual',
      transmission: 'YouTube',
      transmissionLink: 'https://youtube.com/live/abc',
    });
    expect((await getPreview(host.event.slug)).preview?.place).toBe(
      'On-line (YouTube)',
    );

    await t.database.db
      .update(eventSettings)
      .set({ showEventInfo: false })
      .where(eq(eventSettings.eventId, host.event.id));

    expect((await getPreview(host.event.slug)).preview).toMatchObject({
      eventDate: null,
      startTime: null,
      place: null,
    });
  });

  it('answers a null banner when the event has none', async () => {
    const host = await createHost(t.database.db);
    const { preview } = await getPreview(host.event.slug);
    expect(preview?.bannerUrl).toBeNull();
  });

  it('answers null, the same as an unknown event, for a site behind its password', async () => {
    const host = await createHost(t.database.db);
    await setBanner(host.event.id, '/media/events/2/banner.webp');
    await contractService(t.database.db, host.event.id, 'PASSWORD');
    await setSitePassword(t.database.db, host.event.id, 'festa2027');

    const protectedAnswer = await t.app.inject({
      method: 'GET',
      url: `/api/guests/event/${host.event.slug}/preview`,
    });
    const unknownAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/guests/event/nao-existe-evento/preview',
    });

    expect(protectedAnswer.statusCode).toBe(200);
    expect(protectedAnswer.json()).toEqual({ success: true, preview: null });
    expect(protectedAnswer.body).toBe(unknownAnswer.body);
  });

  it('shows the preview of a site whose password has no contracted service behind it', async () => {
    const host = await createHost(t.database.db);
    await t.database.db
      .update(eventSettings)
      .set({ sitePasswordHash: 'stale-hash' })
      .where(eq(eventSettings.eventId, host.event.id));

    const { preview } = await getPreview(host.event.slug);
    expect(preview?.title).toBe('Ana & João');
  });

  it('answers null for an inactive event', async () => {
    const host = await createHost(t.database.db, { eventActive: false });
    expect(await getPreview(host.event.slug)).toEqual({
      success: true,
      preview: null,
    });
  });
});
