import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
} from './support/axe';
import {
  openSignedIn,
  orderFirstGift,
  registerHost,
} from './support/host-accounts';
import { closeAlert, closeSuccessDialog } from './support/success-dialog';

const balance = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

test.describe('host money', () => {
  test('a paid gift shows in Presentes Recebidos; with a Pix destination its balance is requested as a payout', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const host = await registerHost(request, 'e2e-payout');
    await openSignedIn(page, host, '/gifts-received');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Presentes Recebidos' }),
    ).toBeVisible();
    await expect(
      page.getByText('Nenhum presente recebido ainda.'),
    ).toBeVisible();
    await expect(page.getByText('Nenhum dado cadastrado.')).toBeVisible();
    await expect(
      page.getByText('Nenhum repasse solicitado ainda.'),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Solicitar repasse' }),
    ).toBeDisabled();

    const paymentLink = await orderFirstGift(request, host, 'Carla Convidada');
    await page.goto(paymentLink);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(
      page.getByRole('heading', { name: 'Pagamento aprovado!' }),
    ).toBeVisible();

    await openSignedIn(page, host, '/gifts-received');
    const gift = page
      .getByRole('article')
      .filter({ hasText: 'Carla Convidada' });
    await expect(gift).toContainText('Aprovado');
    await expect(gift).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    await expect(gift).toContainText(/Valor fixo · R\$\s[\d.]+,\d{2}/);
    await expect(
      gift.getByRole('link', { name: 'convidado@example.com' }),
    ).toHaveAttribute('href', 'mailto:convidado@example.com');
    const received =
      (await balance(page, 'Total recebido').textContent()) ?? '';
    expect(received).toMatch(/^R\$\s[1-9][\d.]*,\d{2}$/);
    await expect(balance(page, 'Disponível')).toHaveText(received);
    await expect(gift).toContainText(received);
    await expectNoAxeViolations(page);

    const thanks = gift.getByRole('button', { name: 'Agradecimento enviado' });
    await thanks.click();
    await expect(thanks).toHaveAttribute('aria-pressed', 'true');
    await expect(gift).toContainText(/Agradecido em \d{2}\/\d{2}\/\d{4}/);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `presentes-recebidos-${host.slug}.csv`,
    );
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(
      'Data;Convidado;Convite;Contato;Recado;Presentes;Valor recebido (R$);Status',
    );
    expect(csv).toContain('Carla Convidada');

    await page.getByRole('button', { name: 'Solicitar repasse' }).click();
    await closeAlert(
      page,
      'Atenção!',
      'Cadastre os dados para repasse antes de solicitar o repasse.',
    );
    const form = page.getByRole('dialog', { name: 'Dados para repasse' });
    await form
      .getByRole('textbox', { name: /^Chave Pix/ })
      .pressSequentially('12345678909');
    await expect(form.getByRole('textbox', { name: /^Chave Pix/ })).toHaveValue(
      '123.456.789-09',
    );
    await form
      .getByRole('textbox', { name: /Nome completo do titular/ })
      .fill('Ana Souza');
    await form
      .getByRole('textbox', { name: /CPF\/CNPJ do titular/ })
      .pressSequentially('12345678909');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Salvar' }).click();
    // A payout destination asks for the password once per 10 minutes (the step-up).
    const stepUp = page.getByRole('dialog', { name: 'Confirme sua senha' });
    await stepUp.getByLabel('Senha').fill(host.password);
    await stepUp.getByRole('button', { name: 'Confirmar' }).click();
    await closeSuccessDialog(page, 'Dados para repasse salvos.');
    await expect(page.getByText('Pix CPF ***.456.789-**')).toBeVisible();

    await page.getByRole('button', { name: 'Solicitar repasse' }).click();
    const confirm = page.getByRole('dialog', { name: 'Solicitar repasse?' });
    await expect(confirm).toContainText(
      `Confirmar repasse de ${received} para Pix CPF ***.456.789-**?`,
    );
    await expectNoAxeViolationsAtBothWidths(page);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await closeSuccessDialog(page);

    await expect(page.getByText(/Repasse pendente:/)).toContainText(received);
    await expect(balance(page, 'Pendente')).toHaveText(received);
    await expect(balance(page, 'Disponível')).toHaveText('R$\u00a00,00');
    await expect(
      page.getByRole('button', { name: 'Solicitar repasse' }),
    ).toHaveCount(0);
    const history = page.getByRole('table', { name: 'Histórico de repasses' });
    const row = history.getByRole('row').filter({ hasText: 'Pendente' });
    await expect(row).toContainText(received);
    await expect(row).toContainText('Pix CPF ***.456.789-**');

    await page.reload();
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: 'Carla Convidada' })
        .getByRole('button', { name: 'Agradecimento enviado' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Asked by mistake: the owner cancels it while it is pending.
    await expect(
      page.getByRole('button', { name: 'Cancelar repasse' }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByRole('button', { name: 'Cancelar repasse' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancelar o repasse?' });
    await expect(cancel).toContainText(
      `O pedido de repasse de ${received} será cancelado`,
    );
    await cancel.getByRole('button', { name: 'Sim, cancelar' }).click();
    await closeSuccessDialog(
      page,
      'Repasse cancelado. O valor voltou ao saldo disponível.',
    );
    await expect(balance(page, 'Disponível')).toHaveText(received);
    await expect(balance(page, 'Pendente')).toHaveText('R$\u00a00,00');
    await expect(
      history.getByRole('row').filter({ hasText: 'Cancelado' }),
    ).toContainText(received);
    await expect(
      page.getByRole('button', { name: 'Solicitar repasse' }),
    ).toBeEnabled();
  });

  test('at 360 px the payout history is a list of cards', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-payout-narrow');
    await page.setViewportSize({ width: 360, height: 800 });
    await openSignedIn(page, host, '/gifts-received');
    const history = page.getByRole('table', { name: 'Histórico de repasses' });
    await expect(history).toContainText('Nenhum repasse solicitado ainda.');
    const width = await page.evaluate(
      () => document.documentElement.scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(360);
    await page
      .getByRole('button', { name: 'Cadastrar dados', exact: true })
      .click();
    const form = page.getByRole('dialog', { name: 'Dados para repasse' });
    await form.getByRole('radio', { name: /Conta bancária/ }).check();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Escolha um banco da lista.')).toBeVisible();
    const formBox = await form.boundingBox();
    expect(formBox?.width ?? 0).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  test('COMPRAR opens the local checkout in a new window; once paid the service is contracted', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const host = await registerHost(request, 'e2e-service');
    await openSignedIn(page, host, '/service-package');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pacote de Serviços' }),
    ).toBeVisible();
    const turbo = page.getByRole('region', { name: 'Serviços' });
    await expect(turbo.getByText('Turbine o Seu Site')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Pacotes Grátis' })
        .getByText('Gratuito')
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const opening = page.context().waitForEvent('page');
    await turbo.getByRole('button', { name: 'COMPRAR +3 vídeos' }).click();
    const checkout = await opening;
    await expect(checkout).toHaveURL(/\/api\/payments\/local\//);
    await expect(
      checkout.getByRole('heading', { name: /Serviço para/ }),
    ).toBeVisible();

    await page.reload();
    const pending = page.getByRole('region', {
      name: 'Serviços com Pagamento Pendente',
    });
    await expect(pending.getByText('+3 vídeos')).toBeVisible();
    await expect(
      pending.getByText(/Vence em: \d{2}\/\d{2}\/\d{4}/),
    ).toBeVisible();
    await expect(
      pending.getByRole('link', { name: 'Continuar Pagamento' }),
    ).toHaveAttribute('href', checkout.url());

    await checkout.getByRole('button', { name: 'Pagar' }).click();
    await expect(
      checkout.getByRole('heading', { name: 'Pagamento aprovado!' }),
    ).toBeVisible();
    await page.reload();
    const contracted = page.getByRole('region', { name: 'Contratados' });
    await expect(contracted.getByText('+3 vídeos')).toBeVisible();
    await expect(
      contracted.getByText('Contratado', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Serviços com Pagamento Pendente' }),
    ).toHaveCount(0);
  });
});
