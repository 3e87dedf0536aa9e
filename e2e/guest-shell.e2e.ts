import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { siteUrl } from './support/urls';

test.describe('guest site shell', () => {
  test('shows the demo event title and subtitle', async ({ page }) => {
    await page.goto(siteUrl('/demo'));

    await expect(
      page.getByRole('heading', { level: 1, name: 'Ana & Pedro' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Vamos nos casar!' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Ana & Pedro');
  });

  test('a deep link shows the event of its first path segment', async ({
    page,
  }) => {
    await page.goto(siteUrl('/demo/presentes'));

    await expect(
      page.getByRole('heading', { level: 1, name: 'Ana & Pedro' }),
    ).toBeVisible();
  });

  test('an unknown event shows "Deu ruim!"', async ({ page }) => {
    await page.goto(siteUrl('/nao-existe'));

    await expect(
      page.getByRole('heading', { name: 'Deu ruim!' }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test('the root names no event and shows "Deu ruim!"', async ({ page }) => {
    await page.goto(siteUrl('/'));

    await expect(
      page.getByRole('heading', { name: 'Deu ruim!' }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });
});
