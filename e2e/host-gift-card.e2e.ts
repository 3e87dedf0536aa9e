import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PageSizes, PDFDocument } from 'pdf-lib';
import {
  expectNoAxeViolations,
  openSignedIn,
  registerHost,
} from './support/host-accounts';

test.describe("host dashboard — 'Gravata digital'", () => {
  for (const width of [360, 1280]) {
    test(`downloads the printable A6 card of the gift list at ${width} px`, async ({
      page,
      request,
    }, testInfo) => {
      // Registration, sign-in, axe and the PDF's chunk: room on a loaded 2-core machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const host = await registerHost(request, 'e2e-gravata');
      await openSignedIn(page, host);

      const button = page.getByRole('button', {
        name: 'Baixar gravata digital (PDF)',
      });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`dashboard-${width}.png`),
        fullPage: true,
      });

      const downloading = page.waitForEvent('download');
      await button.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(
        `gravata-digital-${host.slug}.pdf`,
      );
      const pdf = await PDFDocument.load(await readFile(await download.path()));
      expect(pdf.getPageCount()).toBe(1);
      const { width: pageWidth, height: pageHeight } = pdf.getPage(0).getSize();
      expect([pageWidth, pageHeight]).toEqual(PageSizes.A6);
      expect(pdf.getTitle()).toBe(`Gravata digital — ${host.title}`);
    });
  }
});
