import { type APIRequestContext, expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  contractService,
  openEventPage,
  saveSettings,
} from './support/guest-site';
import {
  expectNoAxeViolations,
  type HostAccount,
  registerHost,
} from './support/host-accounts';
import { e2ePort, hostHeader, nodeUrl, siteUrl } from './support/urls';

const neutralDescription =
  'Site do evento: lista de presentes, confirmação de presença e recados.';

const authHeaders = (host: HostAccount) => ({
  ...hostHeader('users'),
  authorization: `Bearer ${host.token}`,
  'x-user-id': String(host.id),
});

/** 'Cores e Textos' through the api. */
async function saveContent(
  request: APIRequestContext,
  host: HostAccount,
  content: { title: string; subtitle: string },
) {
  const response = await request.put(
    nodeUrl(`/api/users/event/${host.eventId}`),
    {
      headers: authHeaders(host),
      data: {
        ...content,
        titleDescription: 'Nossa história',
        description: 'Venha celebrar conosco.',
        color: '#0f766e',
      },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

/** A 1200 × 400 banner uploaded through the api; answers its stored URL. */
async function uploadBanner(
  request: APIRequestContext,
  host: HostAccount,
): Promise<string> {
  const png = await sharp({
    create: { width: 1200, height: 400, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  const response = await request.post(
    nodeUrl(`/api/users/event/${host.eventId}/upload/banner`),
    {
      headers: authHeaders(host),
      multipart: {
        file: { name: 'banner.png', mimeType: 'image/png', buffer: png },
      },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const { event } = (await (
    await request.get(nodeUrl(`/api/guests/event/${host.slug}`), {
      headers: hostHeader('site'),
    })
  ).json()) as { event: { bannerUrl: string } };
  return event.bannerUrl;
}

/** 'Informações do Evento' of an in-person event through the api. */
async function saveInPersonDetails(
  request: APIRequestContext,
  host: HostAccount,
) {
  const response = await request.put(
    nodeUrl(`/api/users/event-details/${host.eventId}`),
    {
      headers: authHeaders(host),
      data: {
        date: '2027-03-21',
        startTime: '16:00',
        endTime: '23:30',
        eventType: 'in-person',
        eventLocation: 'Espaço Jardim',
        postalCode: '01310-100',
        fullAddress: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP',
        latitude: -23.5613,
        longitude: -46.6565,
      },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

/** The page as a link crawler gets it: plain HTTP, no scripts run. */
async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(nodeUrl(path), {
    headers: { ...hostHeader('site'), 'user-agent': 'WhatsApp/2.23.20.0' },
  });
  expect(response.status()).toBe(200);
  return response.text();
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(
    html,
  )?.[1];

test.describe('the shared link of the guest site', () => {
  test("a link crawler reads the event's title, subtitle (then what, when and where) and its share picture, escaped", async ({
    request,
  }) => {
    const host = await registerHost(request, 'e2e-share');
    const title = `Ana & Léo <3 "${host.slug}"`;
    await saveContent(request, host, {
      title,
      subtitle: `Casamento 'no campo' & festa`,
    });
    await uploadBanner(request, host);

    const html = await crawl(request, `/${host.slug}`);

    const escapedTitle = `Ana &amp; Léo &lt;3 &quot;${host.slug}&quot;`;
    const origin = `http://site.localhost:${e2ePort}`;
    expect(html).toContain(`<title>${escapedTitle}</title>`);
    expect(metaContent(html, 'og:title')).toBe(escapedTitle);
    expect(metaContent(html, 'description')).toBe(
      'Casamento &#39;no campo&#39; &amp; festa',
    );
    expect(metaContent(html, 'og:description')).toBe(
      'Casamento &#39;no campo&#39; &amp; festa',
    );
    const picture = metaContent(html, 'og:image') ?? '';
    expect(picture).toMatch(
      new RegExp(
        `^${origin}/api/guests/event/${host.slug}/share-image/[0-9a-f]{16}\\.jpg$`,
      ),
    );
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toBe(
      `Convite de ${escapedTitle}`,
    );
    expect(metaContent(html, 'og:url')).toBe(`${origin}/${host.slug}`);
    expect(metaContent(html, 'og:locale')).toBe('pt_BR');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('<3');

    // The crawler fetches the picture from the site's own domain, as the edge forwards it.
    const image = await request.get(nodeUrl(picture.slice(origin.length)), {
      headers: hostHeader('site'),
    });
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(image.headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const { width, height } = await sharp(await image.body()).metadata();
    expect([width, height]).toEqual([1200, 630]);

    // With its information filled, the description says what, when and where (the edge keeps
    // an answer for 5 seconds).
    await saveInPersonDetails(request, host);
    await expect
      .poll(
        async () =>
          metaContent(await crawl(request, `/${host.slug}`), 'og:description'),
        { timeout: 20_000 },
      )
      .toBe(
        'Casamento · 21 de março de 2027, 16:00 · Espaço Jardim, São Paulo',
      );
  });

  test('a protected or unknown event gets the neutral preview', async ({
    request,
  }) => {
    const host = await registerHost(request, 'e2e-share-locked');
    await contractService(request, host, 'PASSWORD');
    await saveSettings(request, host, {
      showGiftList: true,
      showGuestMessages: true,
      showEventInfo: true,
      allowGuestConfirmation: true,
      password: 'festa2027',
    });

    for (const path of [`/${host.slug}`, '/ninguem-criou-este-evento']) {
      const html = await crawl(request, path);
      expect(html).toContain('<title>Celebra</title>');
      expect(metaContent(html, 'og:title')).toBe('Celebra');
      expect(metaContent(html, 'og:description')).toBe(neutralDescription);
      expect(metaContent(html, 'og:image')).toBeUndefined();
      expect(html).not.toContain(host.title);
    }
  });

  test("the page names the tab after the event and offers 'Como chegar' and 'Adicionar à agenda'", async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-share-info');
    await saveInPersonDetails(request, host);

    await openEventPage(page, siteUrl(`/${host.slug}`));
    await expect(page).toHaveTitle(host.title);

    const directions = page.getByRole('link', { name: /^Como chegar/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    const mapsUrl = new URL((await directions.getAttribute('href')) as string);
    expect(mapsUrl.hostname).toBe('www.google.com');
    expect(mapsUrl.searchParams.get('query')).toBe(
      'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-100',
    );

    const google = page.getByRole('link', {
      name: 'Adicionar à Google Agenda (abre em nova aba)',
    });
    const calendarUrl = new URL((await google.getAttribute('href')) as string);
    expect(calendarUrl.searchParams.get('dates')).toBe(
      '20270321T160000/20270321T233000',
    );
    expect(calendarUrl.searchParams.get('ctz')).toBe('America/Sao_Paulo');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Adicionar à agenda' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${host.slug}.ics`);
    const ics = await readFile((await download.path()) as string, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain('DTSTART;TZID=America/Sao_Paulo:20270321T160000\r\n');
    expect(ics).toContain('DTEND;TZID=America/Sao_Paulo:20270321T233000\r\n');
    expect(ics).toContain(`SUMMARY:${host.title}\r\n`);

    // A fresh event has no photos: no placeholder picture beside the introduction.
    await expect(
      page.getByRole('region', { name: 'Galeria de fotos e vídeos' }),
    ).toHaveCount(0);
    await expect(
      page.locator('section[aria-labelledby="introducao-title"] img'),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  for (const [label, path, first] of [
    [
      'an unknown link',
      '/ninguem-criou-este-evento',
      'Não encontramos o site deste evento.',
    ],
    ['the bare site', '/', 'Este endereço não leva a nenhum site de evento.'],
  ] as const) {
    test(`${label} says 'Deu ruim!' and what to do`, async ({ page }) => {
      await page.goto(siteUrl(path));

      await expect(
        page.getByRole('heading', { level: 1, name: 'Deu ruim!' }),
      ).toBeVisible();
      await expect(page.getByText(first)).toBeVisible();
      await expect(
        page.getByText(/^Confira o link com quem o enviou/),
      ).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Criar o site do meu evento' }),
      ).toHaveAttribute('href', `http://users.localhost:${e2ePort}/register`);
      await expectNoAxeViolations(page);
    });
  }
});
