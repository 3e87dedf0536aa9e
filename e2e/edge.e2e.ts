import { expect, type Response, test } from '@playwright/test';
import { adminUrl, edgeUrl, siteUrl, usersUrl } from './support/urls';

test.describe('edge', () => {
  test('an unknown host shows "Página não encontrada"', async ({ page }) => {
    const response = await page.goto(edgeUrl('other', '/'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('body')).toHaveText('Página não encontrada');
  });

  const apps = [
    { name: 'host', url: usersUrl, title: 'Celebra — Área do anfitrião' },
    { name: 'guest', url: siteUrl, title: 'Celebra' },
    {
      name: 'admin',
      url: adminUrl,
      title: 'Celebra — Painel do administrador',
    },
  ];

  for (const app of apps) {
    test(`serves the ${app.name} app on its own host, assets compressed`, async ({
      page,
    }) => {
      const responses: Response[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          responses.push(response);
      });
      const response = await page.goto(app.url('/'));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(app.title);
      // The scripts of the first view; a chunk the app loads later is not read (its body
      // would be asked for after the test ends).
      const scripts = responses.map((script) => {
        const headers = script.headers();
        return {
          url: script.url(),
          encoding: headers['content-encoding'],
          cache: headers['cache-control'],
          response: script,
        };
      });
      // Files under 512 bytes are not worth compressing (tools/lib/compress.mjs).
      const sizes = await Promise.all(
        scripts.map((script) =>
          script.response.body().then((body) => body.length),
        ),
      );
      const worthCompressing = scripts.filter(
        (_, index) => (sizes[index] ?? 0) >= 512,
      );
      expect(worthCompressing.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script.url).toContain('/assets/');
        expect(script.cache).toBe('public, max-age=31536000, immutable');
      }
      for (const script of worthCompressing) {
        expect(script.encoding).toMatch(/^(br|gzip)$/);
      }
    });
  }

  test('a deep link on the public site reloads into the guest app', async ({
    page,
  }) => {
    const response = await page.goto(siteUrl('/demo/presentes'));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Ana & Pedro');
    await page.reload();
    await expect(page).toHaveTitle('Ana & Pedro');
  });

  for (const prefix of ['users', 'site', 'admin', 'other']) {
    test(`/api/health answers through ${prefix}.localhost`, async ({
      page,
    }) => {
      const response = await page.goto(edgeUrl(prefix, '/api/health'));
      expect(response?.status()).toBe(200);
      expect(await response?.json()).toMatchObject({ success: true });
    });
  }
});
