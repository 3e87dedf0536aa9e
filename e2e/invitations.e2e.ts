import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { payOnDemonstrationPage } from './support/guest-site';
import { openSignedIn, registerHost } from './support/host-accounts';
import { closeSuccessDialog } from './support/success-dialog';
import { siteUrl } from './support/urls';

/**
 * The list as Excel pt-BR saves it: ';' between cells, Windows-1252 bytes. The Souza household
 * is two people on two rows; the other 29 invitations are one person each.
 */
function guestListCsv(): Buffer {
  const surnames = ['Oliveira', 'Santos', 'Conceição', 'Araújo', 'Gonçalves'];
  const firstNames = [
    'Joana',
    'Mariana',
    'Ana Paula',
    'Luís',
    'Sebastião',
    'Márcia',
  ];
  const rows = [
    'Nome;Sobrenome;Convite;Grupo;Telefone;E-mail;Acompanhantes',
    'Ana;Souza;Família Souza;Família da noiva;(11) 98765-4321;souza@example.com;1',
    'Bruno;Souza;Família Souza;Família da noiva;;;',
  ];
  for (let index = 0; index < 29; index += 1) {
    const first = firstNames[index % firstNames.length] ?? 'Joana';
    const last = `${surnames[index % surnames.length] ?? 'Santos'} ${index + 1}`;
    rows.push(
      `${first};${last};;Amigos do trabalho;(21) 9${String(87_650_000 + index)};;0`,
    );
  }
  // Windows-1252 and Latin-1 agree on every Portuguese letter.
  return Buffer.from(`${rows.join('\r\n')}\r\n`, 'latin1');
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('article').filter({
    has: page.getByRole('heading', { level: 2, name, exact: true }),
  });

test.use({ viewport: { width: 360, height: 800 } });

test("a couple's guest list at 360 px: imported from Excel, sent by WhatsApp, answered on the household's link with a Pix gift, and thanked", async ({
  browser,
  context,
  page,
  request,
}) => {
  // Registration, an import, a payment and two devices on a loaded 2-core machine.
  test.setTimeout(300_000);
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>WhatsApp</title>',
    }),
  );
  const host = await registerHost(request, 'e2e-lista-convidados');
  await openSignedIn(page, host, '/confirmations');

  await test.step('the couple imports 30 invitations from a CSV', async () => {
    await page.getByRole('button', { name: 'Importar' }).click();
    const importer = page.getByRole('dialog', { name: 'Importar convidados' });
    await importer.getByLabel('Escolha o arquivo (.csv)').setInputFiles({
      name: 'convidados.csv',
      mimeType: 'text/csv',
      buffer: guestListCsv(),
    });
    await importer.getByRole('button', { name: 'Pré-visualizar' }).click();
    await expect(
      importer.getByText('30 convites, 0 linhas com erro'),
    ).toBeVisible();
    await expect(
      importer.getByText(
        'Lido como Windows-1252, separado por ponto e vírgula.',
      ),
    ).toBeVisible();
    await expect(importer).toContainText('Conceição');
    await expectNoAxeViolationsAtBothWidths(page);
    await importer
      .getByRole('button', { name: 'Importar', exact: true })
      .click();
    await closeSuccessDialog(page, '30 convites importados.');
    await expect(
      page
        .getByLabel('Resumo da lista')
        .getByText('Convites')
        .locator('xpath=..'),
    ).toContainText('30');
  });

  await test.step('adds a required question', async () => {
    await page.getByRole('link', { name: 'Perguntas' }).click();
    await page.getByRole('button', { name: 'Nova pergunta' }).click();
    const question = page.getByRole('dialog', { name: 'Nova pergunta' });
    await question
      .getByRole('textbox', { name: 'Pergunta' })
      .fill('Restrição alimentar');
    await question
      .getByRole('combobox', { name: 'Tipo de resposta' })
      .selectOption({ label: 'Uma opção' });
    await question
      .getByRole('textbox', { name: 'Opções (uma por linha)' })
      .fill('Nenhuma\nVegetariana\nSem glúten');
    await question.getByRole('checkbox', { name: 'Obrigatória' }).check();
    await question.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page, 'Pergunta salva.');
    await page.getByRole('link', { name: /Voltar para os convidados/ }).click();
  });

  let personalLink = '';
  await test.step("opens the Souza household's WhatsApp link", async () => {
    await page
      .getByRole('searchbox', { name: 'Buscar por nome' })
      .fill('souza');
    const souza = cardOf(page, 'Família Souza');
    await expect(souza).toContainText('Ana Souza');
    await expect(souza).toContainText('Bruno Souza');
    const whatsApp = souza.getByRole('link', {
      name: 'Enviar pelo WhatsApp: Família Souza',
    });
    const href = new URL((await whatsApp.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/5511987654321');
    const text = href.searchParams.get('text') ?? '';
    personalLink =
      text.match(new RegExp(`${siteUrl(`/${host.slug}/c/`)}[\\w-]+`))?.[0] ??
      '';
    expect(personalLink).not.toBe('');
    const opened = context.waitForEvent('page');
    await whatsApp.click();
    await (await opened).close();
    await expect(souza).toContainText('Enviado');
  });

  await test.step('the guest answers on a phone for two people and a companion, and gives a gift by Pix', async () => {
    const phoneContext = await browser.newContext({
      viewport: { width: 360, height: 800 },
    });
    const phone = await phoneContext.newPage();
    await phone.goto(personalLink);
    await expect(
      phone.getByRole('heading', { level: 1, name: 'Olá, Família Souza!' }),
    ).toBeVisible();
    const member = (name: string) => phone.getByRole('group', { name });
    await member('Ana Souza').getByText('Vai', { exact: true }).click();
    await member('Bruno Souza').getByText('Vai', { exact: true }).click();
    await phone.getByRole('button', { name: 'Adicionar acompanhante' }).click();
    await phone
      .getByRole('textbox', { name: 'Acompanhante 1' })
      .fill('Diego Lima');
    await phone.getByText('Vegetariana').click();
    await phone.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect(phone.getByRole('status')).toHaveText(
      'Resposta enviada! Você pode alterá-la até o dia do evento.',
    );
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360);

    await phone.getByRole('link', { name: 'Dar um presente' }).click();
    await phone
      .getByRole('button', { name: /^Presentear / })
      .first()
      .click();
    const cart = phone.getByRole('dialog', { name: 'Presentes Selecionados' });
    await expect(
      cart.getByText('Seu presente ficará ligado ao convite Família Souza'),
    ).toBeVisible();
    await expect(cart.getByRole('radio', { name: /^Pix/ })).toBeChecked();
    await cart.getByLabel('Seu nome').fill('Ana Souza');
    await cart
      .getByLabel('Seu contato (e-mail ou telefone)')
      .fill('souza@example.com');
    await cart.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect(
      phone.getByRole('heading', { level: 1, name: 'Pague com Pix' }),
    ).toBeVisible();
    await payOnDemonstrationPage(phone);
    await phoneContext.close();
  });

  await test.step('the couple sees the answer, the question, the gift on the invitation, and thanks them', async () => {
    await page.reload();
    await page
      .getByRole('searchbox', { name: 'Buscar por nome' })
      .fill('souza');
    const souza = cardOf(page, 'Família Souza');
    await expect(souza).toContainText('Respondeu');
    await expect(souza).toContainText('Diego Lima');
    await expect(souza.getByText(/^1 presente/)).toBeVisible();
    const thanks = souza.getByRole('button', {
      name: 'Presentes de Família Souza agradecidos',
    });
    await expect(thanks).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolationsAtBothWidths(page);
    await thanks.click();
    await expect(thanks).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('searchbox', { name: 'Buscar por nome' }).fill('');
    await page
      .getByRole('combobox', { name: 'Presentes' })
      .selectOption({ label: 'Deram presente e ainda não agradecidos' });
    await expect(
      page.getByText('Nenhum convite encontrado com esses filtros.'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Perguntas' }).click();
    const answers = page.getByRole('region', { name: 'Restrição alimentar' });
    await expect(answers).toContainText('1 convite respondeu');
    await expect(answers).toContainText('Vegetariana');
  });
});
