import { expect, test } from '@playwright/test';
import { adminSignIn, openAdmin } from './support/admin-session';
import { expectNoAxeViolations, registerHost } from './support/host-accounts';
import { closeAlert } from './support/success-dialog';

/* No serious or critical axe violation on the main back-office screens. */

test.describe('admin accessibility', () => {
  test('dashboard, users, events, event detail and payouts', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const host = await registerHost(request, 'e2e-axe');
    const session = await adminSignIn(request);

    await openAdmin(page, session, '/');
    await expect(page.getByText('Eventos ativos')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(page.url().replace(/\/$/, '/users'));
    await expect(
      page.getByRole('table', { name: 'Usuários' }).locator('tbody tr').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await expectNoAxeViolations(page);

    await openAdmin(page, session, '/events');
    await expect(
      page.getByRole('table', { name: 'Eventos' }).locator('tbody tr').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await expectNoAxeViolations(page);

    await openAdmin(page, session, `/events/${host.eventId}`);
    await expect(
      page.getByRole('heading', { name: host.title, level: 1 }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeAlert(page, 'Atenção!');
    await expectNoAxeViolations(page);

    await openAdmin(page, session, '/payouts');
    await expect(page.getByRole('table', { name: 'Repasses' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
