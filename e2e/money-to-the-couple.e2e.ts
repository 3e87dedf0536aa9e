import { expect, type Page, test } from '@playwright/test';
import { adminSignIn, openAdmin } from './support/admin-session';
import {
  expectNoAxeViolations,
  openSignedIn,
  registerHost,
} from './support/host-accounts';
import { waitForMail } from './support/mailbox';
import { pixEndToEndId } from './support/money';
import { siteUrl } from './support/urls';
import { closeSuccessDialog } from './support/success-dialog';

/*
 * The whole road of a gift's money: a guest gives with a note, the couple sees who gave and
 * thanks them from another device, tells where the money goes, asks for it, the back office
 * pays it, and the couple sees it paid and is told by e-mail.
 */

const guestName = 'Carla Madrinha';
const guestNote = 'Muitas felicidades, queridos!';

const receivedGift = (page: Page) =>
  page.getByRole('article').filter({ hasText: guestName });

test('a gift with a note reaches the couple as a paid Pix payout', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const host = await registerHost(request, 'e2e-couple');

  await test.step('a guest gives a gift with a note and pays', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(siteUrl(`/${host.slug}`));
    await page.getByRole('button', { name: 'PRESENTEAR' }).first().click();
    const cart = page.getByRole('dialog', { name: 'Presentes Selecionados' });
    await cart.getByLabel('Seu nome').fill(guestName);
    await cart
      .getByLabel('Seu contato (e-mail ou telefone)')
      .fill('carla@example.com');
    await cart.getByLabel('Recado para os noivos (opcional)').fill(guestNote);
    await cart.getByRole('radio', { name: /^Cartão de crédito/ }).check();
    await cart.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page
      .getByRole('link', { name: 'Voltar para o site do evento' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Obrigado!' }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toContainText(
      'Pagamento confirmado!',
    );
    await expect(page.getByRole('main')).toContainText(guestNote);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  const partner = await browser.newContext({
    viewport: { width: 360, height: 800 },
  });
  const partnerPage = await partner.newPage();

  await test.step('the couple sees contact and note; the thanks mark crosses devices', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, host, '/gifts-received');
    await expect(receivedGift(page)).toContainText(guestNote);
    await expect(
      receivedGift(page).getByRole('link', { name: 'carla@example.com' }),
    ).toBeVisible();
    const thanks = receivedGift(page).getByRole('button', {
      name: 'Agradecimento enviado',
    });
    await expect(thanks).toHaveAttribute('aria-pressed', 'false');

    await openSignedIn(partnerPage, host, '/gifts-received');
    const partnerThanks = receivedGift(partnerPage).getByRole('button', {
      name: 'Agradecimento enviado',
    });
    await partnerThanks.click();
    await expect(partnerThanks).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(partnerPage);

    await page.reload();
    await expect(thanks).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the couple sets a Pix key and asks for the payout', async () => {
    await page
      .getByRole('button', { name: 'Cadastrar dados', exact: true })
      .click();
    const form = page.getByRole('dialog', { name: 'Dados para repasse' });
    await form
      .getByRole('textbox', { name: /^Chave Pix/ })
      .pressSequentially('52998224725');
    await form
      .getByRole('textbox', { name: /Nome completo do titular/ })
      .fill('Ana Souza Lima');
    await form
      .getByRole('textbox', { name: /CPF\/CNPJ do titular/ })
      .pressSequentially('52998224725');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Salvar' }).click();
    const stepUp = page.getByRole('dialog', { name: 'Confirme sua senha' });
    await stepUp.getByLabel('Senha').fill(host.password);
    await stepUp.getByRole('button', { name: 'Confirmar' }).click();
    await closeSuccessDialog(page, 'Dados para repasse salvos.');
    await expect(page.getByText('Pix CPF ***.982.247-**')).toBeVisible();

    await page.getByRole('button', { name: 'Solicitar repasse' }).click();
    const confirm = page.getByRole('dialog', { name: 'Solicitar repasse?' });
    await expect(confirm).toContainText('Pix CPF ***.982.247-**');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await closeSuccessDialog(page);
    await expect(
      page
        .getByRole('table', { name: 'Histórico de repasses' })
        .getByRole('row')
        .filter({ hasText: 'Pendente' }),
    ).toContainText('Pix CPF ***.982.247-**');
  });

  await test.step('the back office pays it to the whole destination', async () => {
    const admin = await browser.newContext({
      viewport: { width: 360, height: 800 },
    });
    const adminPage = await admin.newPage();
    await openAdmin(adminPage, await adminSignIn(request), '/payouts');
    const row = adminPage
      .getByRole('table', { name: 'Repasses' })
      .locator('tbody tr')
      .filter({ hasText: host.title });
    await expect(row).toContainText('Pix CPF ***.982.247-**');
    await row.getByRole('button', { name: /^Concluir repasse/ }).click();
    const modal = adminPage.getByRole('dialog', { name: 'Concluir repasse' });
    await expect(modal).toContainText('Ana Souza Lima');
    await expect(modal).toContainText('529.982.247-25');
    await expectNoAxeViolations(adminPage);
    await modal
      .getByLabel('ID da transação (end-to-end Pix)')
      .fill(pixEndToEndId);
    await modal.getByRole('button', { name: 'Concluir repasse' }).click();
    await adminPage
      .getByRole('dialog', { name: 'Atenção!' })
      .getByRole('button', { name: 'Concluir' })
      .click();
    await expect(
      adminPage.getByRole('dialog', { name: 'Sucesso!' }),
    ).toBeVisible();
    await admin.close();
  });

  await test.step('the couple sees it paid, with the id, and has the e-mail', async () => {
    await partnerPage.reload();
    const paid = partnerPage
      .getByRole('table', { name: 'Histórico de repasses' })
      .getByRole('row')
      .filter({ hasText: pixEndToEndId });
    await expect(paid).toContainText('Pago');
    await expectNoAxeViolations(partnerPage);
    const mail = await waitForMail(host.email, 4);
    expect(mail.subject).toBe('Seu repasse foi pago');
    expect(mail.text).toContain(pixEndToEndId);
  });

  await partner.close();
});
