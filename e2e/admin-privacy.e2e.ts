import { expect, test } from '@playwright/test';
import { adminHeaders, adminSignIn, openAdmin } from './support/admin-session';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { registerHost } from './support/host-accounts';
import { paidOrder, requestPayout } from './support/money';
import { nodeUrl } from './support/urls';

/*
 * The back office's 'Privacidade (LGPD)' (docs/privacy.md, "The back office"): the list of data
 * requests, and each time an administrator opened a whole payout destination.
 */

test.describe('admin privacy', () => {
  test("an administrator's view of a whole payout destination is listed, and the page is accessible", async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-privacy');
    await paidOrder(request, host, 'Convidada Lia');
    const payout = await requestPayout(request, host);
    const session = await adminSignIn(request);
    const whole = await request.get(
      nodeUrl(`/api/admin/payouts/${payout.id}/destination`),
      { headers: adminHeaders(session) },
    );
    expect(whole.ok(), await whole.text()).toBe(true);

    await openAdmin(page, session, '/');
    await page.getByRole('link', { name: 'Privacidade (LGPD)' }).click();
    await expect(
      page.getByRole('heading', { name: 'Privacidade (LGPD)' }),
    ).toBeVisible();
    await expect(page.getByLabel('Situação')).toHaveValue('all');
    const views = page.getByRole('table', {
      name: 'Acessos a dados para repasse',
    });
    const row = views.locator('tbody tr').filter({ hasText: host.title });
    await expect(row).toContainText('admin@celebra.dev');
    await expect(row).toContainText('Dados para repasse completos');
    await expect(
      page.getByRole('table', { name: 'Pedidos de titulares' }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await page.getByLabel('Situação').selectOption({ label: 'Atrasados' });
    await expect(page).toHaveURL(/status=overdue/);
    await expectNoAxeViolationsAtBothWidths(page);
  });
});
