import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, saveScreenshot } from './support/axe';
import { type HostAccount, registerHost } from './support/host-accounts';
import { hostHeader, nodeUrl, siteUrl } from './support/urls';

/** A phone-like photo (JPEG, 1600 × 1200) of soft colour bands. */
const photo = () =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#d9a38b',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

const authHeaders = (host: HostAccount) => ({
  ...hostHeader('users'),
  authorization: `Bearer ${host.token}`,
  'x-user-id': String(host.id),
});

/** The party open for uploads with no approval, and the wall on with `wallKey`. */
async function openParty(
  request: Page['request'],
  host: HostAccount,
  wallKey: string,
) {
  const response = await request.put(
    nodeUrl(`/api/users/party/${host.eventId}/settings`),
    {
      headers: authHeaders(host),
      data: { uploadsEnabled: true, needsApproval: false, wallKey },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

async function sendPhoto(
  request: Page['request'],
  host: HostAccount,
  guestName: string,
) {
  const response = await request.post(
    nodeUrl(`/api/guests/party/${host.slug}/media`),
    {
      headers: hostHeader('site'),
      multipart: {
        guestName,
        file: {
          name: 'IMG_0001.jpg',
          mimeType: 'image/jpeg',
          buffer: await photo(),
        },
      },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
}

async function sendMessage(
  request: Page['request'],
  host: HostAccount,
  message: string,
) {
  const response = await request.post(
    nodeUrl(`/api/guests/message/${host.eventId}`),
    {
      headers: hostHeader('site'),
      data: {
        firstName: 'Beatriz',
        lastName: 'Moura',
        email: 'beatriz@example.com',
        message,
      },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe("the party's wall ('Telão')", () => {
  test('shows photos and messages as they arrive, at 1280×720 and 1920×1080, without axe violations', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-telao');
    const wallKey = `Telao_${host.slug.slice(-8)}`;
    await openParty(request, host, wallKey);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(siteUrl(`/${host.slug}/telao?k=${wallKey}`));

    await expect(
      page.getByRole('heading', { level: 1, name: host.title }),
    ).toBeVisible();
    await expect(
      page.getByText('As fotos da festa aparecem aqui!'),
    ).toBeVisible();
    await expect(page.getByText('Envie suas fotos')).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: `Código QR para ${siteUrl(`/${host.slug}/festa`)}`,
      }),
    ).toBeVisible();

    await sendPhoto(request, host, 'Tia Carla');
    const photoOnWall = page.getByRole('img', {
      name: 'Foto enviada por Tia Carla',
    });
    await expect(photoOnWall).toBeVisible({ timeout: 5_000 });
    // Loaded and decoded (the screenshot would otherwise catch a big AVIF still decoding).
    const photoLoaded = () =>
      expect
        .poll(() =>
          photoOnWall.evaluate((image: HTMLImageElement) =>
            image
              .decode()
              .then(() => image.naturalWidth > 0)
              .catch(() => false),
          ),
        )
        .toBe(true);
    await photoLoaded();
    await expect(page.getByText('Enviada por Tia Carla')).toBeVisible();
    await expect(page).toHaveTitle(`Telão — ${host.title}`);

    await sendMessage(request, host, 'Que noite linda!');
    await expect(page.getByText('Que noite linda!').first()).toBeVisible({
      timeout: 5_000,
    });
    await expect(page.getByText('Reconectando…')).toHaveCount(0);
    await saveScreenshot(page, 1280);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1920, height: 1080 });
    await photoLoaded();
    await saveScreenshot(page, 1920);
    await expectNoAxeViolations(page);
  });

  test('answers a wrong key with a clear page, at 360 and 1280 px', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-telao-chave');
    await openParty(request, host, 'Chave_certa_123');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 800 : 720 });
      await page.goto(siteUrl(`/${host.slug}/telao?k=Chave_errada_123`));
      await expect(
        page.getByRole('heading', { name: 'Telão não encontrado.' }),
      ).toBeVisible();
      await saveScreenshot(page, width);
      await expectNoAxeViolations(page);
    }
  });
});
