import { expect, type Page } from '@playwright/test';

/**
 * Reads the 'Sucesso!' dialog and closes it with OK. On a loaded machine a click can land while
 * the dialog is still opening and be lost: OK is clicked again until the dialog is gone.
 */
export async function closeSuccessDialog(
  page: Page,
  text?: string,
): Promise<void> {
  const success = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(success).toBeVisible();
  if (text) await expect(success).toContainText(text);
  await expect(async () => {
    if (await success.isVisible())
      await success
        .getByRole('button', { name: 'OK' })
        .click({ timeout: 2_000 });
    await expect(success).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
