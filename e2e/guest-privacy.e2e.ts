import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  openSignedIn,
  registerHost,
  uniqueLabel,
} from './support/host-accounts';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
} from './support/axe';
import { expectNoSideScroll } from './support/layout';
import { mailsTo, waitForMailMatch } from './support/mailbox';
import { siteUrl } from './support/urls';

/*
 * A guest's 'Meus dados': a guest who gave a gift and left a message asks for their data with
 * the code mailed to them, downloads it, and deletes it; the couple's received gifts then show
 * the gift kept without the guest's name and contact, and the couple is told by e-mail.
 */

const guestName = 'Lívia Privacidade';
const message = 'Um beijo para os noivos, com carinho da Lívia!';

test("a guest asks for their data, downloads it and deletes it; the couple's gift stays without name", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const host = await registerHost(request, 'e2e-privacy');
  const email = `${uniqueLabel('livia')}@example.com`;
  await page.setViewportSize({ width: 360, height: 800 });

  await test.step('the guest gives a gift and leaves a message', async () => {
    await page.goto(siteUrl(`/${host.slug}`));
    await page.getByRole('button', { name: 'PRESENTEAR' }).first().click();
    const cart = page.getByRole('dialog', { name: 'Presentes Selecionados' });
    await cart.getByLabel('Seu nome').fill(guestName);
    await cart.getByLabel('Seu contato (e-mail ou telefone)').fill(email);
    await cart.getByRole('radio', { name: /^Cartão de crédito/ }).check();
    await cart.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page
      .getByRole('link', { name: 'Voltar para o site do evento' })
      .click();
    await expect(page.getByRole('status')).toContainText(
      'Pagamento confirmado!',
    );

    await page.goto(siteUrl(`/${host.slug}`));
    await page.getByRole('button', { name: 'ENVIAR RECADO' }).click();
    const form = page.getByRole('dialog', { name: 'Deixe seu recado' });
    await form
      .getByRole('textbox', { name: 'Nome', exact: true })
      .fill('Lívia');
    await form.getByLabel('Sobrenome').fill('Privacidade');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Mensagem').fill(message);
    await form.getByRole('button', { name: 'Enviar recado' }).click();
    await expect(page.getByRole('dialog', { name: 'Sucesso!' })).toContainText(
      'Recado enviado.',
    );
  });

  await test.step("the guest opens 'Meus dados' with the code mailed to them", async () => {
    await page.goto(siteUrl('/meus-dados'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Meus dados' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      'Ambiente seguro',
    );
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByRole('textbox', { name: 'Código' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await page.getByRole('textbox', { name: 'Código' }).fill('000000');
    await page.getByRole('button', { name: 'Ver meus dados' }).click();
    const code = await waitForMailMatch(
      email,
      'Seu código',
      /Seu código é: (\d{6})/,
    );
    if (code !== '000000')
      await expect(
        page.getByText('Código incorreto ou vencido.'),
      ).toBeVisible();
    await page.getByRole('textbox', { name: 'Código' }).fill(code);
    await page.getByRole('button', { name: 'Ver meus dados' }).click();

    const events = page.getByRole('region', { name: 'Seus dados por evento' });
    await expect(
      events.getByRole('heading', { name: host.title }),
    ).toBeVisible();
    await expect(events).toContainText(message);
    await expect(events).toContainText('Valor pago: R$');
    await expect(events).toContainText(guestName);
    await expectNoSideScroll(page);
    await expectNoAxeViolationsAtBothWidths(page);
  });

  await test.step('the guest downloads the data as JSON and CSV', async () => {
    for (const [button, filename] of [
      ['Baixar (JSON)', 'meus-dados-celebra.json'],
      ['Baixar (CSV)', 'meus-dados-celebra.csv'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(filename);
      const file = await readFile(await download.path(), 'utf8');
      expect(file).toContain(message);
      expect(file).toContain(guestName);
    }
  });

  await test.step('the guest deletes the data after reading what stays', async () => {
    await page
      .getByRole('region', { name: 'Excluir meus dados' })
      .getByRole('button', { name: 'Excluir meus dados' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Excluir seus dados?' });
    await expect(confirm).toContainText('ficam guardados pelo prazo legal');
    await expectNoAxeViolationsAtBothWidths(page);
    await confirm
      .getByRole('button', { name: 'Sim, excluir meus dados' })
      .click();
    await expect(
      page.getByRole('heading', { name: 'Exclusão concluída' }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toContainText(
      'sem seu nome e contato',
    );
    await expectNoAxeViolationsAtBothWidths(page);
  });

  await test.step("the couple's received gift shows 'Convidado removido' and no contact", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, host, '/gifts-received');
    const gift = page
      .getByRole('article')
      .filter({ hasText: 'Convidado removido' });
    await expect(gift).toBeVisible();
    await expect(gift.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(guestName);
    await expect(page.getByRole('main')).not.toContainText(email);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath('privacy-6-host-gifts-1280.png'),
      fullPage: true,
    });
    await expect
      .poll(
        async () =>
          (await mailsTo(host.email)).some(
            (mail) => mail.subject === 'Um convidado removeu seus dados',
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
  });
});
