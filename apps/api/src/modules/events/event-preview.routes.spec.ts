import { getEventPreviewResponseSchema } from '@celebra/contracts';
import { events, eventSettings } from '@celebra/db';
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

describe('GET /api/guests/event/{slug}/preview', () => {
  it('answers the title, subtitle and banner of an open event, and nothing else', async () => {
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
      },
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
