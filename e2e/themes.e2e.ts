import {
  EVENT_THEME_LOOKS,
  EVENT_THEMES,
  type EventTheme,
} from '@celebra/contracts';
import {
  type APIRequestContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import path from 'node:path';
import { expectNoAxeViolations } from './support/axe';
import { openEventPage } from './support/guest-site';
import { type HostAccount, registerHost } from './support/host-accounts';
import { hostHeader, nodeUrl, siteUrl } from './support/urls';

/** Where the screenshots of every theme at both widths are saved, to be looked at. */
const screenshotsDir = path.resolve(__dirname, '../test-results/themes');

const widths = [
  { width: 360, height: 800 },
  { width: 1280, height: 900 },
];

/** Scrolls the page through, so the lazy pictures below the fold are in the screenshot. */
async function loadWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete),
  );
  await page.evaluate(() => document.fonts.ready);
}

/** Font and stylesheet requests of the page that leave the site's own origin. */
function watchForeignAssets(page: Page) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const type = request.resourceType();
    if (
      (type === 'font' || type === 'stylesheet') &&
      new URL(request.url()).origin !== new URL(page.url()).origin
    )
      foreign.push(request.url());
  });
  return foreign;
}

/** The look the host saves in 'Aparência'. */
async function saveAppearance(
  request: APIRequestContext,
  host: HostAccount,
  look: { theme: EventTheme; color: string },
) {
  const saved = await request.put(
    nodeUrl(`/api/users/event/${host.eventId}/appearance`),
    {
      headers: {
        ...hostHeader('users'),
        authorization: `Bearer ${host.token}`,
        'x-user-id': String(host.id),
      },
      data: look,
    },
  );
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function expectDrawnIn(page: Page, theme: EventTheme) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator(`link[data-event-theme]`)).toHaveCount(1);
  await expect(page.locator(`link[data-event-theme]`)).toHaveAttribute(
    'data-event-theme',
    theme,
  );
  const { heading, body } = EVENT_THEME_LOOKS[theme].fonts;
  const fonts = await page.evaluate(
    ([headingFamily, bodyFamily]) => ({
      title: getComputedStyle(document.querySelector('h1') as Element)
        .fontFamily,
      body: getComputedStyle(document.body).fontFamily,
      loaded: [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/['"]/g, '')),
      headingFamily,
      bodyFamily,
    }),
    [heading, body],
  );
  expect(fonts.title).toContain(heading);
  expect(fonts.body).toContain(body);
  expect(fonts.loaded).toEqual(expect.arrayContaining([heading, body]));
}

test.describe('designed themes of the guest site', () => {
  for (const theme of EVENT_THEMES) {
    test(`the demo event in '${theme}' (the preview's address) at 360 and 1280 px`, async ({
      page,
    }) => {
      const foreign = watchForeignAssets(page);
      await openEventPage(page, siteUrl(`/demo?tema=${theme}&cor=0e7490`));
      await expectDrawnIn(page, theme);
      await expect(page.locator('html')).toHaveCSS('--event-color', '#0e7490');
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        await loadWholePage(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(
          overflow,
          `${theme} at ${viewport.width} px`,
        ).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: path.join(screenshotsDir, `${theme}-${viewport.width}.png`),
          fullPage: true,
        });
        await expectNoAxeViolations(page);
      }
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(foreign).toEqual([]);
    });
  }

  test('a theme saved in "Aparência" is what the guest site shows at both widths', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-theme');
    await saveAppearance(request, host, {
      theme: 'cha-de-bebe',
      color: '#6d28d9',
    });

    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await openEventPage(page, siteUrl(`/${host.slug}`));
      await expectDrawnIn(page, 'cha-de-bebe');
      await expect(page.locator('html')).toHaveCSS('--event-color', '#6d28d9');
      await expectNoAxeViolations(page);
    }
  });

  test("the site's script is asked for only once the hero's banner is on screen", async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-shell-order');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript(() => {
      const painted: { banner?: number } = {};
      Object.assign(window, { heroPaint: painted });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          element: Element | null;
        })[])
          if (entry.element?.closest('#hero-shell'))
            painted.banner = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await openEventPage(page, siteUrl(`/${host.slug}`));
    await expect(page.locator('#root .site-hero h1')).toBeVisible();
    const { banner, app } = await page.evaluate(() => ({
      banner: (window as unknown as { heroPaint: { banner?: number } })
        .heroPaint.banner,
      app: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/main-[^/]+\.js$/.test(entry.name))
        ?.startTime,
    }));
    expect(banner).toBeGreaterThan(0);
    expect(app).toBeGreaterThan(banner ?? Infinity);
  });

  for (const theme of EVENT_THEMES) {
    test(`'${theme}': the hero is in the page before the script, and the script moves nothing`, async ({
      browser,
      request,
    }) => {
      const host = await registerHost(request, `e2e-shell-${theme}`);
      await saveAppearance(request, host, { theme, color: '#0e7490' });

      const withoutScript = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 800 },
      });
      try {
        const page = await withoutScript.newPage();
        await page.goto(siteUrl(`/${host.slug}`));
        await expect(
          page.getByRole('heading', { level: 1, name: host.title }),
        ).toBeVisible();
        const banner = page.locator('.site-hero img').first();
        await expect(banner).toBeVisible();
        await expect
          .poll(() =>
            banner.evaluate((image: HTMLImageElement) => image.naturalWidth),
          )
          .toBeGreaterThan(0);
        // Across the page (some themes inset it), in the first screen.
        const box = await banner.boundingBox();
        expect(box?.width).toBeGreaterThan(300);
        expect((box?.y ?? 800) + (box?.height ?? 0)).toBeLessThan(800);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      } finally {
        await withoutScript.close();
      }

      for (const viewport of widths) {
        const context = await browser.newContext({ viewport });
        try {
          const page = await context.newPage();
          await page.addInitScript(() => {
            const shifts = { total: 0 };
            Object.assign(window, { layoutShifts: shifts });
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[])
                if (!entry.hadRecentInput) shifts.total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
          });
          // Twice: on the first visit the theme's fonts arrive after the first paint and swap
          // the fallback faces (a shift of the theme's fonts, the same with or without the
          // edge's hero); the second has them, and measures what the script moves.
          await openEventPage(page, siteUrl(`/${host.slug}`));
          await openEventPage(page, siteUrl(`/${host.slug}`));
          await expect(page.locator('#root .site-hero h1')).toBeVisible();
          await expect(page.locator('#hero-shell')).toHaveCount(1);
          await expect(page.locator('#hero-shell')).toBeHidden();
          await page.evaluate(() => document.fonts.ready);
          const shifted = await page.evaluate(
            () =>
              (window as unknown as { layoutShifts: { total: number } })
                .layoutShifts.total,
          );
          expect(shifted, `${theme} at ${viewport.width} px`).toBeLessThan(
            0.01,
          );
        } finally {
          await context.close();
        }
      }
    });
  }
});
