import {
  type APIRequestContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { type HostAccount, registerHost } from './support/host-accounts';
import { mp4Playing } from './support/mp4';
import { hostHeader, nodeUrl, siteUrl } from './support/urls';

/** The party's settings through the host api ('Festa' in the host app). */
async function saveParty(
  request: APIRequestContext,
  host: HostAccount,
  settings: { uploadsEnabled: boolean; needsApproval: boolean },
): Promise<void> {
  const response = await request.put(
    nodeUrl(`/api/users/party/${host.eventId}/settings`),
    {
      headers: {
        ...hostHeader('users'),
        authorization: `Bearer ${host.token}`,
        'x-user-id': String(host.id),
      },
      data: { ...settings, wallKey: null },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

/** A small real JPEG of one colour, as a phone's gallery would give it. */
async function photo(name: string, background: string) {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Picks `files` (payloads, or a file on disk) with 'Escolher fotos e vídeos' (the phone's own picker). */
async function pickFiles(
  page: Page,
  files: Awaited<ReturnType<typeof photo>>[] | string,
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Escolher fotos e vídeos' }).click();
  await (await chooser).setFiles(files);
}

test.use({ viewport: { width: 360, height: 800 } });

test("a guest opens the table card's link, sends 3 photos and sees them in the album", async ({
  page,
  request,
}) => {
  // Three photos through the picture pipeline: room on a loaded 2-core machine.
  test.setTimeout(120_000);
  const host = await registerHost(request, 'e2e-party-guest');
  await saveParty(request, host, {
    uploadsEnabled: true,
    needsApproval: false,
  });

  await page.goto(siteUrl(`/${host.slug}/festa`));
  await expect(
    page.getByRole('heading', { level: 1, name: host.title }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Deixar um recado' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Dar um presente por Pix' }),
  ).toHaveAttribute('href', `/${host.slug}#presentes`);
  await expectNoAxeViolationsAtBothWidths(page);

  await page.getByRole('link', { name: 'Enviar fotos' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enviar fotos' }),
  ).toBeFocused();
  await page.getByLabel('Seu nome (opcional)').fill('Tia Rosa');
  await pickFiles(page, [
    await photo('bolo.jpg', '#f4a261'),
    await photo('brinde.jpg', '#2a9d8f'),
    await photo('valsa.jpg', '#e76f51'),
  ]);

  const uploads = page.getByRole('region', { name: 'Seus envios' });
  await expect(uploads.getByRole('status')).toHaveText('3 arquivos enviados.', {
    timeout: 20_000,
  });
  await expect(uploads.getByText('enviada', { exact: true })).toHaveCount(3);
  await expectNoAxeViolationsAtBothWidths(page);

  await page.getByRole('link', { name: 'Voltar para a festa' }).click();
  await page.getByRole('link', { name: 'Ver o álbum da festa' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Álbum da festa' }),
  ).toBeVisible();
  const photos = page.getByRole('img', { name: 'Foto de Tia Rosa' });
  await expect(photos).toHaveCount(3);
  for (const image of await photos.all())
    await expect(image).toHaveJSProperty('complete', true);
  await expectNoAxeViolationsAtBothWidths(page);
});

test("a refused photo shows the api's reason and goes on 'Tentar de novo'", async ({
  page,
  request,
}) => {
  const host = await registerHost(request, 'e2e-party-retry');
  await saveParty(request, host, { uploadsEnabled: true, needsApproval: true });
  // The first answer is the api's refusal of a full album; the next ones are real.
  const media = `**/api/guests/party/${host.slug}/media`;
  await page.route(
    media,
    (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          message: 'O álbum da festa está cheio.',
        }),
      }),
    { times: 1 },
  );

  await page.goto(siteUrl(`/${host.slug}/fotos`));
  await pickFiles(page, [await photo('bolo.jpg', '#f4a261')]);
  const row = page.getByRole('listitem').filter({ hasText: 'bolo.jpg' });
  await expect(row.getByText('O álbum da festa está cheio.')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await row
    .getByRole('button', { name: 'Tentar enviar bolo.jpg de novo' })
    .click();

  await expect(row.getByText('aguardando aprovação')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
});

test('an interrupted video resumes where it stopped, after the page is opened again', async ({
  page,
  request,
}) => {
  const host = await registerHost(request, 'e2e-party-video');
  await saveParty(request, host, {
    uploadsEnabled: true,
    needsApproval: false,
  });
  // A file on disk keeps its modification time: picked again, it is the same file to tus.
  const video = test.info().outputPath('valsa.mp4');
  await writeFile(video, mp4Playing(3, 11 * 1024 * 1024));
  const pieces = '**/api/guests/party/*/videos/*';
  // The link drops after the first 5 MB piece.
  let patches = 0;
  await page.route(pieces, (route) =>
    route.request().method() === 'PATCH' && ++patches > 1
      ? route.abort('internetdisconnected')
      : route.continue(),
  );

  await page.goto(siteUrl(`/${host.slug}/fotos`));
  const firstPiece = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.status() === 204,
  );
  await pickFiles(page, video);
  expect((await firstPiece).headers()['upload-offset']).toBe(
    String(5 * 1024 * 1024),
  );

  // The guest opens the page again on a working link and picks the same video.
  await page.reload();
  await page.unroute(pieces);
  const offsets: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH' && sent.url().includes('/videos/'))
      offsets.push(sent.headers()['upload-offset'] ?? '');
  });
  await pickFiles(page, video);

  const uploads = page.getByRole('region', { name: 'Seus envios' });
  await expect(uploads.getByText('enviada', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  expect(offsets[0]).toBe(String(5 * 1024 * 1024));

  await page.goto(siteUrl(`/${host.slug}/album`));
  await expect(page.getByLabel('Vídeo de um convidado')).toHaveCount(1);
});

test('the upload page says so when the hosts have not opened uploads', async ({
  page,
  request,
}) => {
  const host = await registerHost(request, 'e2e-party-off');

  await page.goto(siteUrl(`/${host.slug}/fotos`));

  await expect(
    page.getByText('O envio de fotos não está aberto neste evento.'),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Escolher fotos e vídeos' }),
  ).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
});
