import { expect, type Page } from '@playwright/test';

/** The titles of the apps' sweetalert2 popups closed with OK (libs/web/ui alerts). */
export type AlertTitle = 'Sucesso!' | 'Atenção!' | 'Erro!';

/**
 * Reads a sweetalert2 popup and closes it with OK, returning once it is gone: the next step
 * acts on the page it covered. On a loaded machine a click can land while the popup is still
 * opening and be lost: OK is clicked again until the popup is gone.
 */
export async function closeAlert(
  page: Page,
  title: AlertTitle,
  text?: string,
): Promise<void> {
  const alert = page.getByRole('dialog', { name: title });
  await expect(alert).toBeVisible();
  if (text) await expect(alert).toContainText(text);
  await expect(async () => {
    if (await alert.isVisible())
      await alert.getByRole('button', { name: 'OK' }).click({ timeout: 2_000 });
    await expect(alert).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Reads the 'Sucesso!' popup and closes it with OK, until it is gone. */
export function closeSuccessDialog(page: Page, text?: string): Promise<void> {
  return closeAlert(page, 'Sucesso!', text);
}
