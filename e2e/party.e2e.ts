import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, saveScreenshot } from './support/axe';
import {
  type HostAccount,
  openSignedIn,
  registerHost,
} from './support/host-accounts';
import { closeSuccessDialog } from './support/success-dialog';
import { hostHeader, nodeUrl, siteUrl } from './support/urls';
import { readZipFile } from './support/zip';

/** A phone photo: a 1600 × 1200 JPEG with grain, so each one is a few hundred KB. */
async function phonePhoto(name: string, background: string) {
  const buffer = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background,
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Uploads on, each photo approved by the couple, and the wall on with `wallKey`. */
async function openParty(
  page: Page,
  host: HostAccount,
  wallKey: string,
): Promise<void> {
  const response = await page.request.put(
    nodeUrl(`/api/users/party/${host.eventId}/settings`),
    {
      headers: {
        ...hostHeader('users'),
        authorization: `Bearer ${host.token}`,
        'x-user-id': String(host.id),
      },
      data: { uploadsEnabled: true, needsApproval: true, wallKey },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

test('the party: a guest sends 3 photos and a message from the card, the wall shows them once the couple approves, and the album downloads', async ({
  browser,
  page,
  request,
}) => {
  // Three pages, the photos' pipeline and a stream: room on a loaded 2-core machine.
  test.setTimeout(240_000);
  const host = await registerHost(request, 'e2e-festa-inteira');
  const wallKey = `Telao_${host.slug.slice(-10)}`;
  await openParty(page, host, wallKey);

  // The venue's screen.
  const wall = await newPage(browser, { width: 1280, height: 720 });
  await wall.goto(siteUrl(`/${host.slug}/telao?k=${wallKey}`));
  await expect(
    wall.getByText('As fotos da festa aparecem aqui!'),
  ).toBeVisible();

  // A guest's phone opens the table card's link.
  const phone = await newPage(browser, { width: 360, height: 800 });
  await phone.goto(siteUrl(`/${host.slug}/festa`));
  await expect(
    phone.getByRole('heading', { level: 1, name: host.title }),
  ).toBeVisible();
  await phone.getByRole('link', { name: 'Enviar fotos' }).click();
  await phone.getByLabel('Seu nome (opcional)').fill('Tio Ernesto');
  const chooser = phone.waitForEvent('filechooser');
  await phone.getByRole('button', { name: 'Escolher fotos e vídeos' }).click();
  await (
    await chooser
  ).setFiles([
    await phonePhoto('bolo.jpg', '#f4a261'),
    await phonePhoto('brinde.jpg', '#2a9d8f'),
    await phonePhoto('valsa.jpg', '#e76f51'),
  ]);
  const uploads = phone.getByRole('region', { name: 'Seus envios' });
  await expect(
    uploads.getByText('aguardando aprovação', { exact: true }),
  ).toHaveCount(3, { timeout: 60_000 });
  await saveScreenshot(phone, 360);

  await phone.getByRole('link', { name: 'Voltar para a festa' }).click();
  await phone.getByRole('button', { name: 'Deixar um recado' }).click();
  const form = phone.getByRole('dialog', { name: 'Deixe seu recado' });
  await form
    .getByRole('textbox', { name: 'Nome', exact: true })
    .fill('Ernesto');
  await form.getByLabel('Sobrenome').fill('Prado');
  await form.getByLabel('E-mail').fill(`${host.slug}-ernesto@example.com`);
  await form.getByLabel('Mensagem').fill('Viva os noivos!');
  await form.getByRole('button', { name: 'Enviar recado' }).click();
  await expect(phone.getByRole('dialog', { name: 'Sucesso!' })).toContainText(
    'Recado enviado.',
  );

  // The message is on the wall at once; the photos wait for the couple.
  await expect(wall.getByText('Viva os noivos!').first()).toBeVisible({
    timeout: 10_000,
  });
  const photosOnWall = wall.getByRole('img', {
    name: 'Foto enviada por Tio Ernesto',
  });
  await expect(photosOnWall).toHaveCount(0);

  // The couple approves the photos in 'Festa'.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, host, '/party');
  await expect(
    page.getByRole('radio', { name: 'Aguardando aprovação (3)' }),
  ).toBeChecked();
  const approveButtons = page.getByRole('button', {
    name: /^Aprovar: Foto de Tio Ernesto/,
  });
  await expect(approveButtons).toHaveCount(3);
  await approveButtons.first().click();
  await closeSuccessDialog(page, 'Foto aprovada.');
  await expect(photosOnWall.first()).toBeVisible({ timeout: 10_000 });
  for (let left = 2; left > 0; left -= 1) {
    await expect(approveButtons).toHaveCount(left);
    await approveButtons.first().click();
    await closeSuccessDialog(page, 'Foto aprovada.');
  }
  await expect(
    page.getByText('Nenhuma foto aguardando aprovação.'),
  ).toBeVisible();

  // Every photo has reached the wall (shown now, or queued for its slideshow).
  await expect
    .poll(
      () =>
        wall.evaluate(async (path) => {
          const response = await fetch(path);
          const body = (await response.json()) as { media: unknown[] };
          return body.media.length;
        }, `/api/guests/party/${host.slug}/wall/recent?k=${wallKey}`),
      { timeout: 10_000 },
    )
    .toBe(3);
  await expect(wall.getByText('Reconectando…')).toHaveCount(0);
  await saveScreenshot(wall, 1280);
  await expectNoAxeViolations(wall);

  // The album, streamed to a plain download.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar todas (ZIP)' }).click();
  const entries = await readZipFile(await (await download).path());
  expect(entries.size).toBe(3);
  for (const file of entries.values())
    expect((await sharp(file).metadata()).width).toBeGreaterThan(0);
});
