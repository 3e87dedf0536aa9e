import { expect, type Page, test } from '@playwright/test';
import { adminSignIn, hostAuth, openAdmin } from './support/admin-session';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import {
  cartAmount,
  openEventPage,
  payOnDemonstrationPage,
} from './support/guest-site';
import { openSignedIn, registerHost } from './support/host-accounts';
import { expectNoSideScroll } from './support/layout';
import { nodeUrl, siteUrl } from './support/urls';
import { closeAlert, closeSuccessDialog } from './support/success-dialog';

const free = 'Ajuda para a casa nova';
const shared = 'Lua de mel em Noronha';

/**
 * The page at 360 px and at 1280 px wide, saved beside the test's output for a person to look
 * at (the viewport while a dialog is open, else the whole page); the viewport is put back.
 */
async function shoot(page: Page, name: string): Promise<void> {
  const dialogOpen = await page.getByRole('dialog').first().isVisible();
  for (const viewport of [
    { width: 360, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${viewport.width}.png`),
      fullPage: !dialogOpen,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 360, height: 800 });
}

/** The centavos of the one BRL amount in `text` ('R$ 1.234,56' → 123456). */
const cents = (text: string | null) =>
  Number((text ?? '').match(/R\$\s([\d.]+,\d{2})/)?.[1]?.replace(/\D/g, ''));

test.describe('free-value gifts and gifts in shares', () => {
  test('the host creates both on /gifts; a guest gives 2 shares, a free amount and a gift, pays by Pix; host and back office see the three kinds', async ({
    page,
    request,
  }) => {
    // Registration, two forms, a purchase paid by Pix and three apps: room on a loaded 2-core machine.
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 360, height: 800 });
    const host = await registerHost(request, 'e2e-kinds');

    // The host's /gifts: a free-value gift with two suggested amounts…
    await openSignedIn(page, host, '/gifts');
    await page
      .getByRole('button', { name: 'Criar valor livre ou cotas' })
      .click();
    const form = page.getByRole('form', { name: 'Novo presente' });
    await expect(
      form.getByRole('radio', { name: /Valor livre/ }),
    ).toBeChecked();
    await form.getByRole('textbox', { name: /Nome do presente/ }).fill(free);
    await form.getByRole('textbox', { name: 'Sugestão 1 (R$)' }).fill('50');
    await form.getByRole('textbox', { name: 'Sugestão 2 (R$)' }).fill('150');
    await expectNoSideScroll(page);
    await shoot(page, 'host-form-free');
    await expectNoAxeViolationsAtBothWidths(page);
    await form.getByRole('button', { name: 'Salvar presente' }).click();
    await expect(page.getByRole('dialog', { name: 'Sucesso!' })).toContainText(
      'Presente criado.',
    );
    await closeSuccessDialog(page);

    // …and R$ 1.000,00 in 10 shares, refused first while it does not divide evenly.
    await page
      .getByRole('button', { name: 'Criar valor livre ou cotas' })
      .click();
    await form.getByRole('radio', { name: /Em cotas/ }).check();
    await form.getByRole('textbox', { name: /Nome do presente/ }).fill(shared);
    const total = form.getByRole('textbox', { name: /Valor total/ });
    await total.fill('1000,01');
    await form.getByRole('spinbutton', { name: /Número de cotas/ }).fill('10');
    await form.getByRole('button', { name: 'Salvar presente' }).click();
    await expect(
      form.getByText(/precisa ser dividido igualmente em 10 cotas/),
    ).toBeVisible();
    await total.fill('1000');
    await expect(form.getByRole('status')).toHaveText(
      '10 cotas de R$\u00a0100,00',
    );
    await expectNoSideScroll(page);
    await shoot(page, 'host-form-shares');
    await expectNoAxeViolationsAtBothWidths(page);
    await form.getByRole('button', { name: 'Salvar presente' }).click();
    await closeSuccessDialog(page);
    const sharedCard = page.getByRole('article').filter({ hasText: shared });
    await expect(sharedCard).toContainText('R$\u00a0100,00 por cota');
    await expect(sharedCard).toContainText('10 de 10 cotas disponíveis');
    await expectNoSideScroll(page);
    await shoot(page, 'host-gift-list');

    // The guest's site: the three kinds side by side.
    await openEventPage(page, siteUrl(`/${host.slug}`));
    const freeCard = page.getByRole('article', { name: free });
    const sharesCard = page.getByRole('article', { name: shared });
    await expect(freeCard).toContainText('Valor livre');
    await expect(sharesCard).toContainText('R$\u00a0100,00 por cota');
    await expect(sharesCard).toContainText('10 de 10 cotas disponíveis');
    await sharesCard.scrollIntoViewIfNeeded();
    await expectNoSideScroll(page);
    await shoot(page, 'guest-grid');

    // A fixed-price gift goes to the cart at once.
    const fixedCard = page
      .getByRole('list')
      .filter({ has: freeCard })
      .getByRole('article')
      .first();
    const fixedName =
      (await fixedCard.getByRole('heading').textContent()) ?? '';
    const fixedPrice = cents(await fixedCard.textContent());
    await fixedCard
      .getByRole('button', { name: `Presentear ${fixedName}` })
      .click();
    const cart = page.getByRole('dialog', { name: 'Presentes Selecionados' });
    await cart.getByRole('button', { name: 'Fechar' }).click();
    await expect(cart).toBeHidden();

    // 2 of the 10 shares.
    await sharesCard
      .getByRole('button', { name: `Presentear ${shared}` })
      .click();
    const sharesChoice = page.getByRole('dialog', {
      name: `Presentear ${shared}`,
    });
    await sharesChoice.getByRole('button', { name: 'Uma cota a mais' }).click();
    await expect(
      sharesChoice.getByRole('spinbutton', { name: 'Quantas cotas?' }),
    ).toHaveValue('2');
    await expect(sharesChoice).toContainText('2 de 10 cotas: R$\u00a0200,00');
    await shoot(page, 'guest-shares-picker');
    await expectNoAxeViolationsAtBothWidths(page);
    await sharesChoice
      .getByRole('button', { name: 'Adicionar ao carrinho' })
      .click();
    await cart.getByRole('button', { name: 'Fechar' }).click();
    await expect(cart).toBeHidden();

    // A free amount: below the minimum first, then R$ 150,00.
    await freeCard.getByRole('button', { name: `Presentear ${free}` }).click();
    const freeChoice = page.getByRole('dialog', { name: `Presentear ${free}` });
    const amount = freeChoice.getByRole('textbox', {
      name: 'Valor do presente (R$)',
    });
    await amount.fill('5');
    await freeChoice
      .getByRole('button', { name: 'Adicionar ao carrinho' })
      .click();
    await expect(freeChoice).toContainText('O valor mínimo é R$\u00a010,00.');
    await freeChoice.getByRole('button', { name: 'R$\u00a0150,00' }).click();
    await expect(amount).toHaveValue('150,00');
    await shoot(page, 'guest-free-amount');
    await expectNoAxeViolationsAtBothWidths(page);
    await freeChoice
      .getByRole('button', { name: 'Adicionar ao carrinho' })
      .click();

    // The cart of the three kinds, paid by Pix on the demonstration provider.
    await expect(cart).toContainText('R$\u00a0150,00 · Valor livre');
    await expect(cart).toContainText('R$\u00a0100,00 por cota · 2 de 10 cotas');
    // The gift, 2 × R$ 100,00 and R$ 150,00.
    expect(cents(await cartAmount(page, 'Total').textContent())).toBe(
      fixedPrice + 35_000,
    );
    await cart.getByLabel('Seu nome').fill('Carla Mendes');
    await cart
      .getByLabel('Seu contato (e-mail ou telefone)')
      .fill('carla@example.com');
    await expectNoSideScroll(page);
    await shoot(page, 'guest-cart');
    await expectNoAxeViolationsAtBothWidths(page);
    await cart.getByRole('button', { name: 'Ir para o pagamento' }).click();

    await expect(page).toHaveURL(/\/pix\/\d+\?token=[\w-]{32}$/);

    // While the Pix can be paid, the couple sees its 2 shares held and until when.
    const hostPage = await page.context().newPage();
    await hostPage.setViewportSize({ width: 360, height: 800 });
    await openSignedIn(hostPage, host, '/gifts');
    const heldCard = hostPage.getByRole('article').filter({ hasText: shared });
    await expect(heldCard).toContainText('8 de 10 cotas disponíveis');
    await expect(heldCard).toContainText(
      /2 cotas reservadas até (\d{2}\/\d{2} às )?\d{2}:\d{2}, aguardando pagamento/,
    );
    await heldCard.scrollIntoViewIfNeeded();
    await shoot(hostPage, 'host-gift-list-held');
    await expectNoAxeViolationsAtBothWidths(hostPage);
    await hostPage.close();

    await payOnDemonstrationPage(page);
    await expect(page.getByRole('main')).toContainText(
      `${shared} (2 de 10 cotas)`,
    );
    await expect(page.getByRole('main')).toContainText(`${free} (valor livre)`);

    // The site at once shows the 2 shares taken.
    await openEventPage(page, siteUrl(`/${host.slug}`));
    await expect(page.getByRole('article', { name: shared })).toContainText(
      '8 de 10 cotas disponíveis',
    );

    // The host's received gifts: the three kinds.
    await openSignedIn(page, host, '/gifts-received');
    const received = page
      .getByRole('article')
      .filter({ hasText: 'Carla Mendes' });
    await expect(received).toContainText('Aprovado');
    await expect(received).toContainText(/Valor fixo · R\$\s[\d.]+,\d{2}/);
    await expect(received).toContainText(
      'Em cotas · 2 de 10 cotas · R$\u00a0200,00',
    );
    await expect(received).toContainText('Valor livre · R$\u00a0150,00');

    // The back office's received gifts of the event: the same.
    await openAdmin(
      page,
      await adminSignIn(request),
      `/events/${host.eventId}/gifts-received`,
    );
    const order = page
      .getByRole('heading', { name: 'Carla Mendes' })
      .locator('xpath=../..');
    await expect(order).toContainText(/Valor fixo · R\$\s[\d.]+,\d{2}/);
    await expect(order).toContainText(
      'Em cotas · 2 de 10 cotas · R$\u00a0200,00',
    );
    await expect(order).toContainText('Valor livre · R$\u00a0150,00');
  });
});

test.describe('the price the guest saw', () => {
  test("a share price raised after the guest loaded the page: 'O valor deste presente mudou. Confira o novo valor.', the new price in the cart, then paid", async ({
    page,
    request,
  }) => {
    // Registration, a purchase refused then paid by Pix: room on a loaded 2-core machine.
    test.setTimeout(180_000);
    const changed = 'O valor deste presente mudou. Confira o novo valor.';
    const trip = 'Passeio de balão';
    const host = await registerHost(request, 'e2e-price');
    const ownGifts = nodeUrl(`/api/users/gifts/${host.eventId}/own`);
    const form = { name: trip, kind: 'shares', price: 10_000, shareCount: 10 };
    const created = await request.post(ownGifts, {
      headers: hostAuth(host),
      data: form,
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { gifts } = (await created.json()) as {
      gifts: { id: number; name: string }[];
    };
    const giftId = gifts.find((gift) => gift.name === trip)?.id;
    expect(giftId).toBeDefined();

    // The guest reads R$ 10,00 a share and puts one in the cart.
    await page.setViewportSize({ width: 360, height: 800 });
    await openEventPage(page, siteUrl(`/${host.slug}`));
    const card = page.getByRole('article', { name: trip });
    await expect(card).toContainText('R$\u00a010,00 por cota');
    await card.getByRole('button', { name: `Presentear ${trip}` }).click();
    await page
      .getByRole('dialog', { name: `Presentear ${trip}` })
      .getByRole('button', { name: 'Adicionar ao carrinho' })
      .click();
    const cart = page.getByRole('dialog', { name: 'Presentes Selecionados' });
    await expect(cart).toContainText('R$\u00a010,00 por cota · 1 de 10 cotas');
    await cart.getByLabel('Seu nome').fill('Carla Mendes');
    await cart
      .getByLabel('Seu contato (e-mail ou telefone)')
      .fill('carla@example.com');

    // Meanwhile the host makes it R$ 100,00 a share (no share is taken yet).
    const raised = await request.put(`${ownGifts}/${giftId}`, {
      headers: hostAuth(host),
      data: { ...form, price: 100_000 },
    });
    expect(raised.ok(), await raised.text()).toBe(true);

    // The purchase is refused: the guest is told, and is not charged R$ 100,00 unawares.
    await cart.getByRole('button', { name: 'Ir para o pagamento' }).click();
    const alert = page.getByRole('dialog', { name: 'Erro!' });
    await expect(alert).toContainText(changed);
    // The popup's opening animation done, so the screenshots show it as the guest reads it.
    await alert.evaluate((popup) =>
      Promise.all(
        popup.getAnimations({ subtree: true }).map((run) => run.finished),
      ),
    );
    await expectNoAxeViolationsAtBothWidths(page);
    await closeAlert(page, 'Erro!', changed);

    // The list was read again: the cart and the card show the new share price.
    await expect(cart).toContainText('R$\u00a0100,00 por cota · 1 de 10 cotas');
    await expect(cartAmount(page, 'Total')).toHaveText('R$\u00a0100,00');
    await expectNoAxeViolationsAtBothWidths(page);

    // The next try pays the price now shown.
    await cart.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect(page).toHaveURL(/\/pix\/\d+\?token=[\w-]{32}$/);

    await payOnDemonstrationPage(page);
    await expect(page.getByRole('main')).toContainText(
      `${trip} (1 de 10 cotas)`,
    );
    await expect(page.getByRole('main')).toContainText('R$\u00a0100,00');
  });
});
