import { expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PageSizes, PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import {
  expectNoAxeViolations,
  openSignedIn,
  registerHost,
} from './support/host-accounts';
import { closeSuccessDialog } from './support/success-dialog';
import { hostHeader, nodeUrl, siteUrl } from './support/urls';
import { readZipFile } from './support/zip';

/** A small photo as a phone sends it: a JPEG with a colour gradient. */
function partyPhoto(): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 3) {
    const x = (index / 3) % width;
    pixels[index] = Math.round((x / width) * 255);
    pixels[index + 1] = 120;
    pixels[index + 2] = 200;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The whole page, in the test's output and, with E2E_SCREENSHOTS_DIR, there too. */
async function screenshot(page: Page, name: string): Promise<void> {
  const file = `party-host-${name}.png`;
  const folder = process.env.E2E_SCREENSHOTS_DIR;
  await page.screenshot({
    path: folder ? path.join(folder, file) : test.info().outputPath(file),
    fullPage: true,
  });
}

test.describe("host — 'Festa'", () => {
  for (const [width, paper] of [
    [360, 'A6'],
    [1280, 'A5'],
  ] as const) {
    test(`turns guests' photos on with approval, approves one, downloads the album's ZIP and the ${paper} table card at ${width} px`, async ({
      page,
      request,
    }) => {
      // Registration, the photo's pipeline, axe, the ZIP and the PDF's chunk: room on a loaded
      // 2-core machine.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const host = await registerHost(request, 'e2e-festa');
      await openSignedIn(page, host, '/party');

      await expect(
        page.getByRole('heading', { level: 1, name: 'Festa' }),
      ).toBeVisible();
      const uploads = page.getByRole('switch', {
        name: 'Receber fotos dos convidados',
      });
      await expect(uploads).toHaveAttribute('aria-checked', 'false');
      await uploads.click();
      await expect(
        page.getByRole('switch', { name: 'Aprovar antes de exibir' }),
      ).toHaveAttribute('aria-checked', 'true');
      await page.getByRole('switch', { name: 'Telão' }).click();
      const key = page.getByLabel('Chave do telão');
      await expect(key).toHaveValue(/^[A-Za-z0-9_-]{24}$/);
      const wallKey = await key.inputValue();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await closeSuccessDialog(page, 'Configurações da festa salvas.');
      await expect(
        page.getByRole('link', { name: 'Abrir telão' }),
      ).toHaveAttribute('href', siteUrl(`/${host.slug}/telao?k=${wallKey}`));

      // A guest sends a photo from the party page, through the public call.
      const sent = await request.post(
        nodeUrl(`/api/guests/party/${host.slug}/media`),
        {
          headers: hostHeader('site'),
          multipart: {
            guestName: 'Tia Célia',
            file: {
              name: 'festa.jpg',
              mimeType: 'image/jpeg',
              buffer: await partyPhoto(),
            },
          },
        },
      );
      expect(sent.status(), await sent.text()).toBe(201);
      expect(await sent.json()).toMatchObject({
        message: 'Sua foto será exibida após aprovação.',
        item: { kind: 'image', status: 'pending' },
      });

      await page.reload();
      await expect(
        page.getByRole('radio', { name: 'Aguardando aprovação (1)' }),
      ).toBeChecked();
      const photo = page.getByRole('img', { name: /^Foto de Tia Célia, / });
      await expect(photo).toBeVisible();
      await expect(photo).toHaveJSProperty('complete', true);
      expect(
        await photo.evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      await expect(
        page.getByText(/^1 de 1\.000 arquivos · \d+ KB de 10 GB$/),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `pending-${width}`);

      await page
        .getByRole('button', { name: /^Aprovar: Foto de Tia Célia/ })
        .click();
      await closeSuccessDialog(page, 'Foto aprovada.');
      await expect(
        page.getByText('Nenhuma foto aguardando aprovação.'),
      ).toBeVisible();
      await page.getByText('Aprovadas (1)').click();
      await expect(
        page.getByRole('button', { name: /^Ocultar: Foto de Tia Célia/ }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `approved-${width}`);

      // The whole album, streamed by the api to a plain download.
      const zipDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Baixar todas (ZIP)' }).click();
      const zip = await zipDownload;
      expect(zip.suggestedFilename()).toMatch(/\.zip$/);
      const entries = await readZipFile(await zip.path());
      expect(entries.size).toBe(1);
      const [photoFile] = [...entries.values()];
      expect((await sharp(photoFile).metadata()).format).toMatch(
        /jpeg|webp|avif/,
      );

      // The table card, in the chosen size.
      await page.getByRole('radio', { name: new RegExp(`^${paper}`) }).check();
      const cardDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Baixar cartão (PDF)' }).click();
      const card = await cardDownload;
      expect(card.suggestedFilename()).toBe(
        `cartao-da-mesa-${host.slug}-${paper.toLowerCase()}.pdf`,
      );
      const cardPath = await card.path();
      const folder = process.env.E2E_SCREENSHOTS_DIR;
      if (folder)
        await card.saveAs(path.join(folder, `party-host-card-${paper}.pdf`));
      const pdf = await PDFDocument.load(await readFile(cardPath));
      const size = pdf.getPage(0).getSize();
      expect([size.width, size.height]).toEqual(PageSizes[paper]);
      expect(pdf.getTitle()).toBe(`Cartão da mesa — ${host.title}`);
    });
  }
});
