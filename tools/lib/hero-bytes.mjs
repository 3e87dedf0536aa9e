// The hero a phone downloads: the guest page opened in Chromium at 360 px wide (DPR 2 and 3),
// every response of the banner's files counted (type, width and bytes).
import { chromium } from '@playwright/test';

/** Bytes of the banner files a 360 px phone at `dpr` downloads for `url`. */
export async function heroBytesAt360(url, { chromePath, dpr }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: dpr,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const banners = [];
    page.on('response', (response) => {
      if (/\/banner\//.test(new URL(response.url()).pathname))
        banners.push(
          response.body().then((body) => ({
            file: new URL(response.url()).pathname.split('/').pop(),
            bytes: body.length,
          })),
        );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => {
      const hero = document.querySelector('header[id] img');
      return hero instanceof HTMLImageElement && hero.complete;
    });
    const files = await Promise.all(banners);
    return {
      files,
      bytes: files.reduce((total, file) => total + file.bytes, 0),
    };
  } finally {
    await browser.close();
  }
}
