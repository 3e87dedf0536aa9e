import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  expectNoAxeViolations,
  openSignedIn,
  registerHost,
} from './support/host-accounts';
import { siteUrl } from './support/urls';
import { closeSuccessDialog } from './support/success-dialog';

/**
 * A 4200 × 3150 JPEG of noise (≈ 12 MB): wider than 1920 px and above the api's 10 MB image
 * limit, so only a compressed copy can be accepted.
 */
async function largePhoto(path: string): Promise<number> {
  const width = 4200;
  const height = 3150;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) {
    pixels[index] = Math.floor(Math.random() * 256);
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(path);
  return (await readFile(path)).length;
}

test.describe('host dashboard', () => {
  test('shows the event, real counters, the share card and the QR code download, without serious axe violations', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-dash');
    await openSignedIn(page, host);

    await expect(
      page.getByRole('heading', { level: 1, name: host.title }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Visitar meu site' }),
    ).toHaveAttribute('href', siteUrl(`/${host.slug}`));
    for (const label of [
      'Pessoas confirmadas',
      'Presentes recebidos',
      'Recados recebidos',
    ]) {
      await expect(
        page.locator('dt', { hasText: label }).locator('xpath=..'),
      ).toContainText('0');
    }
    const share = page.getByRole('link', { name: /Compartilhar no WhatsApp/ });
    await expect(share).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${host.slug}`),
    );
    await expect(
      page.getByRole('img', {
        name: `QR code do link ${siteUrl(`/${host.slug}`)}`,
      }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Serviços' })).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar QR code' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`qrcode-${host.slug}.png`);
    const png = await readFile(await download.path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(await sharp(png).metadata()).toMatchObject({
      width: 1080,
      height: 1350,
    });
  });

  test('uploads a large avatar compressed in the browser and shows it', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const host = await registerHost(request, 'e2e-avatar');
    const photoPath = testInfo.outputPath('foto-grande.jpg');
    const originalSize = await largePhoto(photoPath);
    expect(originalSize).toBeGreaterThan(10 * 1024 * 1024);
    await openSignedIn(page, host);

    await page.getByRole('button', { name: 'Alterar foto do perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar foto do perfil' });
    const uploading = page.waitForRequest(
      (sent) =>
        sent.method() === 'POST' &&
        sent.url().endsWith(`/api/users/event/${host.eventId}/upload/avatar`),
      { timeout: 60_000 },
    );
    await dialog.getByLabel('Escolha uma imagem').setInputFiles(photoPath);
    const sent = await uploading;

    expect((await sent.response())?.status()).toBe(200);
    const bodySize = Number(await sent.headerValue('content-length'));
    expect(bodySize).toBeGreaterThan(10_000);
    expect(bodySize).toBeLessThan(5 * 1024 * 1024);
    expect(bodySize).toBeLessThan(originalSize);
    const success = page.getByRole('dialog', { name: 'Sucesso!' });
    await expect(success).toContainText('Imagem atualizada!', {
      timeout: 30_000,
    });
    await closeSuccessDialog(page);
    const avatar = page.getByRole('img', { name: 'Foto do perfil' });
    await expect(avatar).toHaveAttribute('src', /^\/media\//);
    await expect
      .poll(() =>
        avatar.evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);

    await page.reload();
    await expect(
      page.getByRole('img', { name: 'Foto do perfil' }),
    ).toHaveAttribute('src', /^\/media\//);
  });

  test("refuses a file that is not an image with 'Por favor, selecione um arquivo de imagem.'", async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-notimage');
    await openSignedIn(page, host);

    await page.getByRole('button', { name: 'Alterar banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar banner' });
    await dialog.getByLabel('Escolha uma imagem').setInputFiles({
      name: 'convite.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });

    await expect(dialog.getByRole('alert')).toHaveText(
      'Por favor, selecione um arquivo de imagem.',
    );
  });
});
