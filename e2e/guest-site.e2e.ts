import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
} from './support/axe';
import { uniqueLabel } from './support/host-accounts';
import {
  cartAmount,
  demoHost,
  hostGet,
  openEventPage,
  signInHost,
} from './support/guest-site';
import { hostHeader, nodeUrl, siteUrl } from './support/urls';
import { closeAlert } from './support/success-dialog';

const dinner = 'Jantar romântico à luz de velas';
const boat = 'Passeio de barco ao pôr do sol';

const gift = (page: Page, name: string) => page.getByRole('article', { name });

const cart = (page: Page) =>
  page.getByRole('dialog', { name: 'Presentes Selecionados' });

async function give(page: Page, name: string) {
  await gift(page, name).getByRole('button', { name: 'PRESENTEAR' }).click();
  await expect(cart(page)).toBeVisible();
}

async function closeCart(page: Page) {
  await cart(page).getByRole('button', { name: 'Fechar' }).click();
  await expect(cart(page)).toBeHidden();
}

test.describe('guest site of the demo event', () => {
  test('shows every section of the event page', async ({ page, request }) => {
    await openEventPage(page, siteUrl('/demo'));

    await expect(
      page.getByRole('heading', { level: 1, name: 'Ana & Pedro' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Vamos nos casar!' }),
    ).toBeVisible();
    await expect(page.getByRole('timer')).toContainText('dias');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Nossa história' }),
    ).toBeVisible();
    await expect(gift(page, dinner)).toContainText('R$\u00a0350,00');
    await expect(
      page.getByRole('button', { name: 'ENVIAR RECADO' }),
    ).toBeVisible();
    const demo = await request.get(nodeUrl('/api/guests/event/demo'), {
      headers: hostHeader('site'),
    });
    const { event } = (await demo.json()) as {
      event: { details: { eventDate: string } };
    };
    const [year = 0, month = 1, day = 1] = event.details.eventDate
      .split('-')
      .map(Number);
    const longDate = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'full',
      timeZone: 'UTC',
    }).format(Date.UTC(year, month - 1, day));
    await expect(page.getByText(longDate)).toBeVisible();
    const map = page.getByTitle('Mapa: Espaço Jardim Paulista');
    await expect(map).toHaveAttribute('loading', 'lazy');
    expect((await map.boundingBox())?.height).toBe(350);
    await expect(
      page.getByRole('button', { name: 'CONFIRMAR PRESENÇA' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Celebra — celebra.dev`,
    );

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Recadinhos' })
      .click();
    await expect(page).toHaveURL(siteUrl('/demo#recados'));
    await expect(
      page.getByRole('region', { name: 'Recadinhos' }),
    ).toBeFocused();
  });

  test("a guest fills the cart, pays on the local checkout, lands on 'Obrigado!' and the host receives the gift", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const guestName = `Convidada ${uniqueLabel('e2e')}`;
    await openEventPage(page, siteUrl('/demo'));

    await give(page, dinner);
    await closeCart(page);
    await give(page, boat);
    await expect(cartAmount(page, 'Total')).toHaveText('R$\u00a0630,00');

    await cart(page).getByLabel(`Quantidade de ${dinner}`).fill('3');
    await expect(cartAmount(page, 'Total')).toHaveText('R$\u00a01.330,00');
    await cart(page)
      .getByRole('button', { name: `Remover ${boat}` })
      .click();
    await expect(cart(page).getByText(boat)).toBeHidden();
    await expect(cartAmount(page, 'Total')).toHaveText('R$\u00a01.050,00');

    // A reload keeps the cart, and the checkout open as it was.
    await page.reload();
    await expect(cart(page)).toBeVisible();
    await expect(cartAmount(page, 'Total')).toHaveText('R$\u00a01.050,00');
    await closeCart(page);
    await page
      .getByRole('button', { name: '3 presentes selecionados: abrir carrinho' })
      .click();

    await cart(page)
      .getByRole('button', { name: 'Ir para o pagamento' })
      .click();
    await closeAlert(
      page,
      'Atenção!',
      'Por favor, informe seu nome e um contato para que o anfitrião saiba quem enviou o presente.',
    );

    await cart(page).getByLabel('Seu nome').fill(guestName);
    const contact = cart(page).getByLabel('Seu contato (e-mail ou telefone)');
    await contact.fill('convidada');
    await cart(page)
      .getByRole('button', { name: 'Ir para o pagamento' })
      .click();
    await closeAlert(page, 'Atenção!', 'Informe um e-mail ou telefone válido.');
    await contact.fill('convidada@example.com');
    const note = cart(page).getByLabel('Recado para os noivos (opcional)');
    await note.fill('Felicidades aos noivos!');
    await expect(cart(page).getByText('23 de 500 caracteres')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    // Card: the provider's checkout page (the Pix screen: pix-checkout.e2e.ts).
    await cart(page)
      .getByRole('radio', { name: /^Cartão de crédito/ })
      .check();

    await cart(page)
      .getByRole('button', { name: 'Ir para o pagamento' })
      .click();

    await expect(page).toHaveURL(/\/api\/payments\/local\/ord_/);
    await expect(page.getByTestId('amount')).toHaveText('R$\u00a01.050,00');
    // The checkout's way back is the order's 'Obrigado!' page, with its status token.
    const thanksUrl = String(
      await page
        .getByRole('link', { name: 'Voltar para o site do evento' })
        .getAttribute('href'),
    );
    expect(thanksUrl).toMatch(
      new RegExp(`^${siteUrl('/demo/obrigado/')}\\d+\\?token=[\\w-]{32}$`),
    );

    // The 'Obrigado!' page, opened while the payment is pending, follows it on its own.
    const waiting = await page.context().newPage();
    await waiting.goto(thanksUrl);
    await expect(
      waiting.getByRole('heading', { level: 1, name: 'Obrigado!' }),
    ).toBeVisible();
    await expect(waiting.getByRole('status')).toContainText(
      'Aguardando a confirmação do pagamento…',
    );

    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(
      page.getByRole('heading', { name: 'Pagamento aprovado!' }),
    ).toBeVisible();
    await expect(waiting.getByRole('status')).toContainText(
      'Pagamento confirmado!',
    );
    await waiting.close();

    await page
      .getByRole('link', { name: 'Voltar para o site do evento' })
      .click();
    await expect(page).toHaveURL(thanksUrl);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Obrigado!' }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toContainText(
      'Pagamento confirmado!',
    );
    await expect(page.getByRole('main')).toContainText(
      `3 × ${dinner}R$\u00a01.050,00`,
    );
    await expect(page.getByRole('main')).toContainText(
      'Felicidades aos noivos!',
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360);

    await page
      .getByRole('link', { name: 'Voltar para o site do evento' })
      .click();
    await expect(page).toHaveURL(siteUrl('/demo'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ana & Pedro' }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: /abrir carrinho/ }),
    ).toBeHidden();

    const host = await signInHost(request, demoHost);
    const { receivedGifts } = await hostGet<{
      receivedGifts: {
        guestName: string;
        status: string;
        total: number;
        items: { giftName: string; quantity: number }[];
      }[];
    }>(request, host, `/api/users/events/${host.eventId}/received-gifts`);
    const order = receivedGifts.find(
      (received) => received.guestName === guestName,
    );
    expect(order).toMatchObject({
      status: 'APPROVED',
      total: 105000,
      items: [{ giftName: dinner, quantity: 3 }],
    });
  });

  test("a guest leaves a message: 'Recado enviado.'", async ({
    page,
    request,
  }) => {
    const email = `${uniqueLabel('recado')}@example.com`;
    await openEventPage(page, siteUrl('/demo'));

    await page.getByRole('button', { name: 'ENVIAR RECADO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deixe seu recado' });
    await dialog.getByRole('button', { name: 'Enviar recado' }).click();
    await expect(dialog.getByText('* Mensagem obrigatória')).toBeVisible();

    await dialog
      .getByRole('textbox', { name: 'Nome', exact: true })
      .fill('Marta');
    await dialog.getByLabel('Sobrenome').fill('Lima');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Mensagem').fill('Felicidades ao casal!');
    await dialog.getByRole('button', { name: 'Enviar recado' }).click();

    await expect(page.getByRole('dialog', { name: 'Sucesso!' })).toContainText(
      'Recado enviado.',
    );
    const host = await signInHost(request, demoHost);
    const { messages } = await hostGet<{
      messages: { email: string; message: string }[];
    }>(request, host, `/api/users/messages/${host.eventId}`);
    expect(messages).toContainEqual(
      expect.objectContaining({ email, message: 'Felicidades ao casal!' }),
    );
  });

  test("a guest confirms attendance with named companions: 'Presença confirmada.'", async ({
    page,
    request,
  }) => {
    const email = `${uniqueLabel('presenca')}@example.com`;
    await openEventPage(page, siteUrl('/demo'));

    await page.getByRole('button', { name: 'CONFIRMAR PRESENÇA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirme sua presença' });
    await dialog
      .getByRole('textbox', { name: 'Nome', exact: true })
      .fill('Caio');
    await dialog.getByLabel('Sobrenome').fill('Prado');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Telefone').pressSequentially('1198765');
    await expect(dialog.getByText('* Número inválido')).toBeVisible();
    await dialog.getByLabel('Telefone').pressSequentially('4321');
    await expect(dialog.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
    await dialog.getByLabel('Acompanhantes').fill('2');
    await dialog.getByLabel('Nome do acompanhante 1').fill('Lia Prado');
    await dialog.getByLabel('Nome do acompanhante 2').fill('Rui Prado');
    await dialog.getByRole('button', { name: 'Confirmar presença' }).click();

    await expect(page.getByRole('dialog', { name: 'Sucesso!' })).toContainText(
      'Presença confirmada.',
    );
    const host = await signInHost(request, demoHost);
    const { items } = await hostGet<{
      items: {
        email: string;
        members: { companions: number; companionNames: string[] }[];
      }[];
    }>(request, host, `/api/users/invitations/${host.eventId}?q=Caio%20Prado`);
    expect(items).toContainEqual(
      expect.objectContaining({
        email,
        members: [
          expect.objectContaining({
            companions: 2,
            companionNames: ['Lia Prado', 'Rui Prado'],
          }),
        ],
      }),
    );
  });

  test('fits a 360 px wide phone without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openEventPage(page, siteUrl('/demo'));

    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360);
    await give(page, dinner);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360);
  });

  test('axe finds no violation on the page and in each dialog', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openEventPage(page, siteUrl('/demo'));
    await expect(
      page.getByRole('link', { name: /^Como chegar/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Adicionar à agenda' }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await give(page, dinner);
    await expectNoAxeViolations(page);
    await closeCart(page);

    await page.getByRole('button', { name: 'ENVIAR RECADO' }).click();
    const message = page.getByRole('dialog', { name: 'Deixe seu recado' });
    await message.getByRole('button', { name: 'Enviar recado' }).click();
    await expect(message.getByText('* Nome obrigatório')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'CONFIRMAR PRESENÇA' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Confirme sua presença' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('keeps focus inside a dialog and gives it back to the opener', async ({
    page,
  }) => {
    await openEventPage(page, siteUrl('/demo'));
    const opener = page.getByRole('button', { name: 'ENVIAR RECADO' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Deixe seu recado' });
    await expect(
      dialog.getByRole('textbox', { name: 'Nome', exact: true }),
    ).toBeFocused();

    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((element) =>
        element.contains(document.activeElement),
      ),
    ).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
