import { expect, type Page } from '@playwright/test';

/** Nothing wider than a 360 px phone: no sideways scrolling. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(360);
}
