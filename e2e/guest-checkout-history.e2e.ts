import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { openEventPage } from './support/guest-site';
import { siteUrl } from './support/urls';

const dinner = 'Jantar romântico à luz de velas';
const cartName = 'Presentes Selecionados';

const giveDinner = async (page: Page) => {
  await page
    .getByRole('article', { name: dinner })
    .getByRole('button', { name: 'PRESENTEAR' })
    .click();
  return page.getByRole('dialog', { name: cartName });
};

const openCart = (page: Page) =>
  page.getByRole('button', { name: /abrir carrinho$/ }).click();

const fillCheckout = async (page: Page, method: RegExp) => {
  const cart = page.getByRole('dialog', { name: cartName });
  await cart.getByLabel('Seu nome').fill('Carla Mendes');
  await cart
    .getByLabel('Seu contato (e-mail ou telefone)')
    .fill('carla@example.com');
  await cart.getByLabel(/^Recado para os noivos/).fill('Felicidades!');
  await cart.getByRole('radio', { name: method }).check();
};

const expectFilled = async (page: Page, method: RegExp) => {
  const cart = page.getByRole('dialog', { name: cartName });
  await expect(cart.getByLabel('Seu nome')).toHaveValue('Carla Mendes');
  await expect(cart.getByLabel('Seu contato (e-mail ou telefone)')).toHaveValue(
    'carla@example.com',
  );
  await expect(cart.getByLabel(/^Recado para os noivos/)).toHaveValue(
    'Felicidades!',
  );
  await expect(cart.getByRole('radio', { name: method })).toBeChecked();
  await expect(cart.getByLabel(`Quantidade de ${dinner}`)).toHaveValue('1');
};

const pixAddress = /\/demo\/pix\/(\d+)\?token=[\w-]{32}$/;

test.describe("the guest's checkout and the phone's Back button", () => {
  test('Back closes the checkout and comes back from the Pix page to the site, which leads back to the same Pix', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await openEventPage(page, siteUrl('/demo'));

    const cart = await giveDinner(page);
    await expect(cart).toBeVisible();
    await fillCheckout(page, /^Pix/);
    await expectNoAxeViolationsAtBothWidths(page);

    // Back closes 'Presentes Selecionados' and stays on the site; nothing typed is lost.
    await page.goBack();
    await expect(cart).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/demo');
    await expect(page.getByRole('article', { name: dinner })).toBeVisible();
    await openCart(page);
    await expectFilled(page, /^Pix/);

    // A reload finds the checkout as it was: open, filled in.
    await page.reload();
    await expect(cart).toBeVisible();
    await expectFilled(page, /^Pix/);

    await cart.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect(page).toHaveURL(pixAddress);
    const pixUrl = page.url();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pague com Pix' }),
    ).toBeVisible();

    // Back from the Pix page: the site, saying a Pix is pending, with the way back to it.
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/demo');
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Você tem um Pix pendente' });
    await expect(notice).toBeVisible();
    await expect(cart).toBeHidden();
    await expectNoAxeViolationsAtBothWidths(page);
    await notice.getByRole('link', { name: 'Abrir o Pix' }).click();
    await expect(page).toHaveURL(pixUrl);
    await expect(page.getByRole('timer')).toBeVisible();

    // Trying again with the same cart opens the same order's Pix, not a second order.
    await page.goBack();
    await expect(notice).toBeVisible();
    await openCart(page);
    await expectFilled(page, /^Pix/);
    await cart.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect(page).toHaveURL(pixAddress);
    expect(page.url()).toBe(pixUrl);
  });

  test("a refused card payment is not 'Obrigado!' and 'Tentar novamente' brings the checkout back filled in", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await openEventPage(page, siteUrl('/demo'));
    await giveDinner(page);
    await fillCheckout(page, /^Cartão de crédito/);
    await expect(
      page
        .getByRole('dialog', { name: cartName })
        .getByText('parcele em até 12x'),
    ).toBeVisible();
    await page
      .getByRole('dialog', { name: cartName })
      .getByRole('button', { name: 'Ir para o pagamento' })
      .click();

    // The demonstration checkout of a card payment: a simulated card, no Pix.
    await expect(page).toHaveURL(/\/api\/payments\/local\/ord_/);
    const card = page.getByRole('region', {
      name: 'Cartão de crédito (simulado)',
    });
    await expect(card).toContainText('Parcele em até 12x.');
    await expect(page.getByText('Pix (simulado)')).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByRole('button', { name: 'Recusar' }).click();
    await expect(page.getByText('Pagamento recusado')).toBeVisible();
    await page
      .getByRole('link', { name: 'Voltar para o site do evento' })
      .click();

    await expect(page).toHaveURL(/\/demo\/obrigado\/\d+\?token=/);
    const orderId = /obrigado\/(\d+)/.exec(page.url())?.[1];
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagamento recusado' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Obrigado!' })).toHaveCount(
      0,
    );
    await expect(page.getByText('Felicidades!')).toHaveCount(0);
    await expect(page.getByText(`nº ${orderId}`)).toBeVisible();
    await expect(page.getByText('Cartão de crédito')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await page.getByRole('link', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('dialog', { name: cartName })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await expectFilled(page, /^Cartão de crédito/);
    await page.goBack();
    await expect(page.getByRole('dialog', { name: cartName })).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/demo');
  });
});
