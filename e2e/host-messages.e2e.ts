import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
} from './support/axe';
import { openEventPage } from './support/guest-site';
import {
  openSignedIn,
  registerHost,
  uniqueLabel,
} from './support/host-accounts';
import { mailsTo, waitForMail } from './support/mailbox';
import { closeSuccessDialog } from './support/success-dialog';
import { siteUrl } from './support/urls';

/*
 * 'Recados': a guest gives a gift with a note, another confirms with a message; the couple is
 * told by e-mail, sees both in one list with who sent them, filters it and thanks each one:
 * the gift's mark is the one 'Presentes Recebidos' shows, the answer's thanks goes by e-mail.
 */

const giver = 'Bruno Padrinho';
const giftNote = 'Que a casa nova seja cheia de alegria!';
const guestFirstName = 'Maria';
const guestLastName = 'Convidada';
const rsvpMessage = 'Estaremos lá, com muito carinho!';

const card = (page: Page, heading: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: heading }) });

/** Clicks a filter's label, as a person does, and waits for its radio to be checked. */
async function filterTo(page: Page, label: string) {
  const filters = page.getByRole('group', { name: 'Mostrar' });
  await filters.getByText(label, { exact: true }).click();
  await expect(filters.getByRole('radio', { name: label })).toBeChecked();
}

test('the couple sees a gift note and an attendance message in Recados, filters and thanks them', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const host = await registerHost(request, 'e2e-recados');
  const guestEmail = `${uniqueLabel('maria')}@example.com`;
  await page.setViewportSize({ width: 360, height: 800 });

  await test.step('a guest gives a gift with a note, leaving a phone', async () => {
    await openEventPage(page, siteUrl(`/${host.slug}`));
    await page.getByRole('button', { name: 'PRESENTEAR' }).first().click();
    const cart = page.getByRole('dialog', { name: 'Presentes Selecionados' });
    await cart.getByLabel('Seu nome').fill(giver);
    await cart
      .getByLabel('Seu contato (e-mail ou telefone)')
      .fill('(11) 98765-4321');
    await cart.getByLabel('Recado para os noivos (opcional)').fill(giftNote);
    await cart.getByRole('radio', { name: /^Cartão de crédito/ }).check();
    await cart.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page
      .getByRole('link', { name: 'Voltar para o site do evento' })
      .click();
    await expect(page.getByRole('status')).toContainText(
      'Pagamento confirmado!',
    );
  });

  await test.step('another confirms attendance with a message; the couple gets an e-mail', async () => {
    await openEventPage(page, siteUrl(`/${host.slug}`));
    await page.getByRole('button', { name: 'CONFIRMAR PRESENÇA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirme sua presença' });
    await dialog
      .getByRole('textbox', { name: 'Nome', exact: true })
      .fill(guestFirstName);
    await dialog.getByLabel('Sobrenome').fill(guestLastName);
    await dialog.getByLabel('E-mail').fill(guestEmail);
    await dialog.getByLabel('Telefone').fill('21998765432');
    await dialog.getByLabel('Mensagem (opcional)').fill(rsvpMessage);
    await dialog.getByRole('button', { name: 'Confirmar presença' }).click();
    await closeSuccessDialog(page, 'Presença confirmada.');

    await expect
      .poll(async () => (await mailsTo(host.email)).map((mail) => mail.subject))
      .toContain(`${guestFirstName} ${guestLastName} confirmou presença`);
    const mail = (await mailsTo(host.email)).find((m) =>
      m.subject.endsWith('confirmou presença'),
    );
    expect(mail?.text).toContain(rsvpMessage);
  });

  const gift = card(page, giver);
  const answer = card(page, `${guestFirstName} ${guestLastName}`);

  await test.step('the couple sees both, with who sent them', async () => {
    await openSignedIn(page, host, '/messages');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Recados' }),
    ).toBeVisible();
    await expect(gift).toContainText(giftNote);
    await expect(gift).toContainText('Presente');
    await expect(gift).toContainText('Valor recebido:');
    await expect(gift).toContainText('(11) 98765-4321');
    await expect(answer).toContainText(rsvpMessage);
    await expect(answer).toContainText('Confirmou presença');
    await expect(answer.getByRole('link', { name: guestEmail })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  await test.step("filters to the gifts and marks the gift thanked, as 'Presentes Recebidos' shows", async () => {
    await filterTo(page, 'Presentes');
    await expect(answer).toHaveCount(0);
    await expect(gift).toBeVisible();
    const whatsApp = gift.getByRole('link', {
      name: `Agradecer pelo WhatsApp: ${giver}`,
    });
    await expect(whatsApp).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5511987654321\?text=Ol%C3%A1%2C%20Bruno!/,
    );
    const thanks = gift.getByRole('button', {
      name: new RegExp(`^Agradecimento enviado — presente de ${giver}`),
    });
    await thanks.click();
    await expect(thanks).toHaveAttribute('aria-pressed', 'true');

    await openSignedIn(page, host, '/gifts-received');
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: giver })
        .getByRole('button', { name: /^Agradecimento enviado/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('filters to the answers and thanks by e-mail, editing the text', async () => {
    await openSignedIn(page, host, '/messages');
    await filterTo(page, 'Presença');
    await expect(gift).toHaveCount(0);
    await answer
      .getByRole('button', {
        name: `Agradecer por e-mail: ${guestFirstName} ${guestLastName}`,
      })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Agradecer por e-mail' });
    const text = dialog.getByLabel('Mensagem de agradecimento');
    await expect(text).toHaveValue(/^Olá, Maria!/);
    await expectNoAxeViolationsAtBothWidths(page);
    await text.fill('Olá, Maria!\n\nQue bom que você vem! Até lá.');
    await dialog.getByRole('button', { name: 'Enviar agradecimento' }).click();
    await closeSuccessDialog(page, 'Agradecimento enviado por e-mail.');
    await expect(
      answer.getByRole('button', { name: /^Agradecimento enviado/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    const mail = await waitForMail(guestEmail);
    expect(mail.subject).toBe(`Um agradecimento de “${host.title}”`);
    expect(mail.text).toContain('Que bom que você vem! Até lá.');
  });
});
