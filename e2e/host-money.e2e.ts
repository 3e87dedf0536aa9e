import { expect, type Page, test } from '@playwright/test';
import {
  expectNoSeriousAxeViolations,
  openSignedIn,
  orderFirstGift,
  registerHost,
} from './support/host-accounts';

const balance = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

test.describe('host money', () => {
  test('a paid gift shows in Presentes Recebidos and its balance can be requested as a payout', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const host = await registerHost(request, 'e2e-payout');
    await openSignedIn(page, host, '/gifts-received');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Presentes Recebidos' }),
    ).toBeVisible();
    await expect(
      page.getByText('Nenhum presente recebido ainda.'),
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
    await expect(gift).toContainText('Qtd.: 1');
    const received =
      (await balance(page, 'Total recebido').textContent()) ?? '';
    expect(received).toMatch(/^R\$\s[1-9][\d.]*,\d{2}$/);
    await expect(balance(page, 'Disponível')).toHaveText(received);
    await expect(gift).toContainText(received);
    await expectNoSeriousAxeViolations(page);

    const thanks = gift.getByRole('button', { name: 'Agradecimento enviado' });
    await thanks.click();
    await expect(thanks).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Solicitar repasse' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Sucesso!' });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: 'OK' }).click();

    await expect(page.getByText(/Repasse pendente:/)).toContainText(received);
    await expect(balance(page, 'Pendente')).toHaveText(received);
    await expect(balance(page, 'Disponível')).toHaveText('R$\u00a00,00');
    await expect(
      page.getByRole('button', { name: 'Solicitar repasse' }),
    ).toHaveCount(0);

    await page.reload();
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: 'Carla Convidada' })
        .getByRole('button', { name: 'Agradecimento enviado' }),
    ).toHaveAttribute('aria-pressed', 'true');
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
    await expectNoSeriousAxeViolations(page);

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
