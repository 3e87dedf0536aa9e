import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';

export type AxeScope = {
  /**
   * Parts left out of the scan, e.g. a frame showing another app's page (scanned on its own
   * page), whose landmarks would otherwise count as this page's.
   */
  exclude?: string[];
};

/**
 * No axe violation at all, whatever its impact (minor and moderate included), on the page as
 * it is, once running finite transitions have ended or been cancelled (a dialog fading in
 * would otherwise be measured at half opacity); endless ones such as spinners are not waited
 * for. Axe runs its default rule set: WCAG 2.0/2.1 A and AA plus its best practices.
 */
export async function expectNoAxeViolations(
  page: Page,
  { exclude = [] }: AxeScope = {},
): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(
            Number(animation.effect?.getComputedTiming().endTime),
          ),
        )
        .map((animation) =>
          animation.finished.then(
            () => undefined,
            () => undefined,
          ),
        ),
    ),
  );
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * With E2E_SCREENSHOTS_DIR set, a screenshot of each scan at both widths is saved there
 * (`<test title>-<scan>-<width>.png`; the whole page, or the viewport while a dialog is open),
 * for a person to look at the screens.
 */
export async function saveScreenshot(page: Page, width: number): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS_DIR;
  if (!folder) return;
  const info = test.info();
  const scan = info.annotations.filter(
    (annotation) => annotation.type === 'axe-scan',
  ).length;
  if (width === 1280)
    info.annotations.push({ type: 'axe-scan', description: String(scan) });
  const title = info.titlePath
    .slice(1)
    .join(' ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, 120);
  // A dialog is fixed to the viewport: a full-page picture would show it mid-page.
  const dialogOpen = await page.getByRole('dialog').first().isVisible();
  await page.screenshot({
    path: path.join(folder, `${title}-${scan}-${width}.png`),
    fullPage: !dialogOpen,
  });
}

/**
 * Scans the page as it is at 360 px and at 1280 px wide (a phone and a laptop), then gives
 * the page back its viewport. Content that depends on the width (cards instead of tables,
 * a menu button instead of a sidebar) is scanned in both forms.
 */
export async function expectNoAxeViolationsAtBothWidths(
  page: Page,
  scope: AxeScope = {},
): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of [
    { width: 360, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await saveScreenshot(page, viewport.width);
    await expectNoAxeViolations(page, scope);
  }
  if (original) await page.setViewportSize(original);
}
