import { expect, type Page, test } from '@playwright/test';
import { adminSignIn, openAdmin } from './support/admin-session';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
} from './support/axe';
import { registerHost } from './support/host-accounts';
import {
  hostBalances,
  paidOrder,
  pixDestination,
  pixEndToEndId,
  requestPayout,
} from './support/money';
import { closeSuccessDialog } from './support/success-dialog';

/*
 * Payouts (list, conclusion, balances; docs/money.md): a host's request, paid for
 * by a real guest order, concluded (or failed) in the back office, and the host's balances.
 */

const brl = (cents: number) =>
  `R$\u00a0${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(cents / 100)}`;

const payoutRow = (page: Page, title: string) =>
  page
    .getByRole('table', { name: 'Repasses' })
    .locator('tbody tr')
    .filter({ hasText: title });

test.describe('admin payouts', () => {
  test('concluding a host payout moves the money to transferred', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-payout');
    await paidOrder(request, host, 'Convidada Rita');
    const before = await hostBalances(request, host);
    expect(before.totalAvailable).toBeGreaterThan(0);
    const payout = await requestPayout(request, host);
    expect(payout.requestedAmount).toBe(before.totalAvailable);
    expect(await hostBalances(request, host)).toMatchObject({
      totalPending: before.totalAvailable,
      totalAvailable: 0,
    });

    const session = await adminSignIn(request);
    await openAdmin(page, session, '/payouts');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue(
      'PENDING',
    );
    const row = payoutRow(page, host.title);
    await expect(row).toContainText(brl(payout.requestedAmount));
    await expect(row).toContainText('PENDENTE');

    await row
      .getByRole('button', { name: `Concluir repasse ${payout.id}` })
      .click();
    const modal = page.getByRole('dialog', { name: 'Concluir repasse' });
    const amount = modal.getByLabel('Valor pago (R$)');
    await expect(amount).toHaveValue(
      brl(payout.requestedAmount).replace('R$\u00a0', ''),
    );

    await amount.fill('');
    await modal.getByRole('button', { name: 'Concluir repasse' }).click();
    await expect(
      modal.getByText('Por favor, insira um valor válido para o repasse.'),
    ).toBeVisible();

    await expect(modal).toContainText(pixDestination.holderName);
    await expect(modal).toContainText('529.982.247-25');
    await expectNoAxeViolations(page);
    await amount.pressSequentially(
      brl(payout.requestedAmount).replace('R$\u00a0', ''),
    );
    await modal.getByRole('button', { name: 'Concluir repasse' }).click();
    await expect(
      modal.getByText('Informe o identificador da transferência Pix.'),
    ).toBeVisible();
    await modal
      .getByLabel('ID da transação (end-to-end Pix)')
      .fill(pixEndToEndId);
    await modal.getByRole('button', { name: 'Concluir repasse' }).click();
    const confirm = page.getByRole('dialog', { name: 'Atenção!' });
    await expect(confirm).toContainText(brl(payout.requestedAmount));
    await confirm.getByRole('button', { name: 'Concluir' }).click();

    await closeSuccessDialog(page);
    await expect(row).toHaveCount(0);

    await page
      .getByLabel('Status', { exact: true })
      .selectOption({ label: 'PAGO' });
    await expect(page).toHaveURL(/status=PAID/);
    const paidRow = payoutRow(page, host.title);
    await expect(paidRow).toContainText('PAGO');
    await expect(paidRow).toContainText(pixEndToEndId);

    expect(await hostBalances(request, host)).toMatchObject({
      totalReceived: before.totalReceived,
      totalTransferred: payout.requestedAmount,
      totalPending: 0,
      totalAvailable: 0,
    });
  });

  test('a payout marked as failed returns the amount to the host', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-payout-fail');
    await paidOrder(request, host, 'Convidado Téo');
    const payout = await requestPayout(request, host);

    const session = await adminSignIn(request);
    await openAdmin(page, session, '/payouts');
    // Paid into someone else's name: the admin is told before paying.
    await expect(
      payoutRow(page, host.title).getByRole('list', { name: 'Atenção' }),
    ).toHaveText('Titular diferente do anfitrião');
    await expectNoAxeViolationsAtBothWidths(page);
    await payoutRow(page, host.title)
      .getByRole('button', { name: `Marcar repasse ${payout.id} como falhou` })
      .click();
    const modal = page.getByRole('dialog', {
      name: 'Marcar repasse como falhou',
    });
    await expect(modal.getByLabel('Motivo da falha')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await modal.getByLabel('Motivo da falha').fill('Chave Pix não encontrada');
    await modal.getByRole('button', { name: 'Marcar como falhou' }).click();
    await expect(page.getByRole('dialog', { name: 'Sucesso!' })).toBeVisible();

    await openAdmin(page, session, '/payouts?status=FAILED');
    await expect(payoutRow(page, host.title)).toContainText('FALHOU');
    await expect(payoutRow(page, host.title)).toContainText(
      'Chave Pix não encontrada',
    );
    expect(await hostBalances(request, host)).toMatchObject({
      totalPending: 0,
      totalTransferred: 0,
      totalAvailable: payout.requestedAmount,
    });
  });
});
