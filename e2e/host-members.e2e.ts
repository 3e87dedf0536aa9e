import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
} from './support/axe';
import {
  openSignedIn,
  registerHost,
  uniqueLabel,
} from './support/host-accounts';
import { waitForMail } from './support/mailbox';
import { closeSuccessDialog } from './support/success-dialog';
import { hostHeader, nodeUrl, usersUrl } from './support/urls';

const REFUSED = 'Seu acesso a este evento não permite abrir esta página.';
const PAYOUTS_OWNER_ONLY =
  'Somente o titular do evento pode ver e alterar os dados para repasse e solicitar repasses.';

const viewports = [
  { width: 360, height: 800 },
  { width: 1280, height: 900 },
] as const;

/** The invitation link of an invitation e-mail. */
function invitationLinkOf(mail: { text: string }): string {
  const [link] =
    /https?:\/\/\S+\/convite\/[A-Za-z0-9_-]{22,128}/.exec(mail.text) ?? [];
  expect(link, 'an invitation link in the e-mail').toBeDefined();
  return link ?? '';
}

async function openMenuLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name, exact: true })
    .click();
}

async function menuLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const names = await menu.getByRole('link').allTextContents();
  await menu.getByRole('button', { name: 'Fechar' }).click();
  await expect(menu).toBeHidden();
  return names;
}

/** 'Criar outro evento': the first type and category, four gifts. */
async function createSecondEvent(
  page: Page,
  title: string,
  scan: (page: Page) => Promise<void>,
) {
  await openMenuLink(page, 'Criar outro evento');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Criar outro evento' }),
  ).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await scan(page);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Próximo' }).click();
  const category = page.getByLabel('Categoria dos presentes');
  await expect(category.locator('option')).not.toHaveCount(1);
  await category.selectOption({ index: 1 });
  await page.getByLabel('Título do site').fill(title);
  await page.getByLabel('Subtítulo').fill('Celebre com a gente');
  await page.getByRole('button', { name: 'Próximo' }).click();
  const gifts = page.getByRole('checkbox');
  await expect(gifts.first()).toBeVisible();
  for (let index = 0; index < 4; index += 1) await gifts.nth(index).check();
  await page.getByRole('button', { name: 'Criar evento' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: title }),
  ).toBeVisible();
}

for (const viewport of viewports) {
  test(`at ${viewport.width} px the owner shares a second event with the partner, who helps as co-host`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    // The screens are scanned at both widths once (the 360 px run), and the password
    // confirmation is tried there too.
    const thorough = viewport.width === 360;
    const scan = (target: Page) =>
      thorough
        ? expectNoAxeViolationsAtBothWidths(target)
        : expectNoAxeViolations(target);
    await page.setViewportSize(viewport);
    const owner = await registerHost(request, 'e2e-members');
    const partnerEmail = `${uniqueLabel('e2e-partner')}@example.com`;
    const secondTitle = `Chá ${uniqueLabel('e2e')}`;

    await openSignedIn(page, owner, '/');
    await expect(
      page.getByRole('heading', { level: 1, name: owner.title }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Trocar de evento/ }),
    ).toHaveCount(0);

    await createSecondEvent(page, secondTitle, scan);
    const switcher = page.getByRole('button', { name: /Trocar de evento/ });
    await expect(switcher).toContainText(secondTitle);
    await expect(switcher).toContainText('Titular');
    await scan(page);
    await switcher.click();
    const events = page.getByRole('dialog', { name: 'Trocar de evento' });
    await expect(events.getByRole('button')).toHaveCount(3);
    await expect(
      events.getByRole('button', { name: new RegExp(secondTitle) }),
    ).toHaveAttribute('aria-current', 'true');
    await scan(page);
    await events.getByRole('button', { name: 'Fechar' }).click();

    await openMenuLink(page, 'Pessoas com acesso');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pessoas com acesso' }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Pessoas com acesso ao evento' }),
    ).toContainText(owner.email);
    await scan(page);
    await page.getByLabel('E-mail da pessoa').fill(partnerEmail);
    await page.getByRole('radio', { name: /^Coanfitrião/ }).check();
    await page.getByRole('button', { name: 'Enviar convite' }).click();
    await closeSuccessDialog(page, 'Convite enviado.');
    const pending = page.getByRole('table', { name: 'Convites pendentes' });
    await expect(pending).toContainText(partnerEmail);
    await expect(pending).toContainText('Coanfitrião');
    await scan(page);

    const mail = await waitForMail(partnerEmail);
    const link = invitationLinkOf(mail);
    expect(link.startsWith(usersUrl('/convite/'))).toBe(true);

    const partnerContext = await browser.newContext({
      viewport,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const partner = await partnerContext.newPage();
    await partner.goto(link);
    await expect(
      partner.getByRole('heading', { name: 'Você recebeu um convite' }),
    ).toBeVisible();
    await expect(partner.getByRole('main')).toContainText(
      `convidou você para cuidar do evento “${secondTitle}” na Celebra, com o acesso de Coanfitrião.`,
    );
    await scan(partner);
    await partner.getByRole('button', { name: 'Criar conta' }).click();
    await partner.getByLabel('Nome', { exact: true }).fill('Leo');
    await partner.getByLabel('Sobrenome').fill('Parceiro');
    await partner.getByLabel('Telefone').pressSequentially('11912345678');
    await partner.getByLabel('Senha', { exact: true }).fill('Segredo123');
    await partner.getByLabel('Confirme a senha').fill('Segredo123');
    await scan(partner);
    await partner
      .getByRole('button', { name: 'Criar conta e aceitar' })
      .click();

    await expect(
      partner.getByRole('heading', { level: 1, name: secondTitle }),
    ).toBeVisible();
    await expect(partner).toHaveURL(usersUrl('/'));
    await expect(
      partner.getByRole('button', { name: /Trocar de evento/ }),
    ).toHaveCount(0);
    const partnerLinks = await menuLinks(partner);
    expect(partnerLinks).toContain('Presentes Recebidos');
    expect(partnerLinks).not.toContain('Pessoas com acesso');

    await partner.goto(usersUrl('/gifts'));
    await partner.getByRole('button', { name: 'Adicionar presentes' }).click();
    const picker = partner.getByRole('dialog', { name: 'Adicionar presentes' });
    await picker.getByRole('checkbox', { disabled: false }).first().check();
    await picker.getByRole('button', { name: 'Adicionar à lista' }).click();
    await closeSuccessDialog(partner, 'Presentes adicionados.');

    await partner.goto(usersUrl('/confirmations'));
    await partner.getByRole('button', { name: 'Novo convite' }).click();
    const invitation = partner.getByRole('dialog', { name: 'Novo convite' });
    await invitation
      .getByRole('textbox', { name: 'Nome do convite' })
      .fill('Maria Silva');
    await invitation
      .getByRole('textbox', { name: 'Nome', exact: true })
      .fill('Maria');
    await invitation.getByRole('textbox', { name: 'Sobrenome' }).fill('Silva');
    await invitation
      .getByRole('textbox', { name: 'E-mail' })
      .fill('maria@example.com');
    await invitation.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(partner, 'Convite salvo.');

    await partner.goto(usersUrl('/gifts-received'));
    await expect(partner.getByText(PAYOUTS_OWNER_ONLY)).toBeVisible();
    await expect(
      partner.getByRole('button', { name: 'Solicitar repasse' }),
    ).toHaveCount(0);
    await expect(
      partner.getByRole('heading', { name: 'Dados para repasse' }),
    ).toHaveCount(0);
    await scan(partner);
    await partner.goto(usersUrl('/members'));
    await expect(partner.getByText(REFUSED)).toBeVisible();
    await scan(partner);
    await partnerContext.close();

    if (thorough) {
      await page.goto(usersUrl('/gifts-received'));
      await page
        .getByRole('button', { name: 'Cadastrar dados', exact: true })
        .click();
      const form = page.getByRole('dialog', { name: 'Dados para repasse' });
      await form
        .getByRole('textbox', { name: /^Chave Pix/ })
        .pressSequentially('12345678909');
      await form
        .getByRole('textbox', { name: /Nome completo do titular/ })
        .fill('Teste Anfitrião');
      await form
        .getByRole('textbox', { name: /CPF\/CNPJ do titular/ })
        .pressSequentially('12345678909');
      await form.getByRole('button', { name: 'Salvar' }).click();
      const stepUp = page.getByRole('dialog', { name: 'Confirme sua senha' });
      await expect(stepUp).toBeVisible();
      await expect(stepUp.getByLabel('Senha')).toBeFocused();
      await stepUp.getByLabel('Senha').fill('SenhaErrada1');
      await stepUp.getByRole('button', { name: 'Confirmar' }).click();
      await expect(stepUp.getByText('Senha incorreta.')).toBeVisible();
      await scan(page);
      await stepUp.getByLabel('Senha').fill(owner.password);
      await stepUp.getByRole('button', { name: 'Confirmar' }).click();
      await closeSuccessDialog(page, 'Dados para repasse salvos.');
      await expect(stepUp).toBeHidden();
      await expect(page.getByText('Pix CPF ***.456.789-**')).toBeVisible();
    }

    await openMenuLink(page, 'Atividade');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Atividade' }),
    ).toBeVisible();
    const activity = page.getByRole('list', { name: 'Atividade do evento' });
    await expect(activity).toContainText('Leo Parceiro entrou no evento');
    await expect(activity).toContainText('Leo Parceiro adicionou 1 presente');
    await expect(activity).toContainText('Leo Parceiro adicionou um convite');
    await expect(activity).toContainText('Teste Anfitrião enviou um convite');
    await expect(activity.getByRole('listitem').first()).toContainText(
      thorough
        ? 'Teste Anfitrião alterou os dados para repasse'
        : 'Leo Parceiro adicionou um convite',
    );
    await expect(activity.locator('time').first()).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    await scan(page);

    await openMenuLink(page, 'Pessoas com acesso');
    const members = page.getByRole('table', {
      name: 'Pessoas com acesso ao evento',
    });
    await expect(
      members.getByRole('row').filter({ hasText: partnerEmail }),
    ).toContainText('Coanfitrião');
    await expect(
      page.getByRole('table', { name: 'Convites pendentes' }),
    ).toContainText('Nenhum convite pendente.');
  });
}

test('an invitation link that was cancelled says so, and an unknown one too', async ({
  page,
  request,
}) => {
  const owner = await registerHost(request, 'e2e-members-revoke');
  const email = `${uniqueLabel('e2e-revoked')}@example.com`;
  await openSignedIn(page, owner, '/members');
  await page.getByLabel('E-mail da pessoa').fill(email);
  await page.getByRole('radio', { name: /^Assessor\(a\)/ }).check();
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await closeSuccessDialog(page, 'Convite enviado.');
  await page
    .getByRole('button', { name: `Cancelar convite de ${email}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Cancelar convite?' })
    .getByRole('button', { name: 'Cancelar convite' })
    .click();
  await closeSuccessDialog(page, 'Convite cancelado.');

  const link = invitationLinkOf(await waitForMail(email));
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Convite cancelado' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'Quem convidou você cancelou este convite.',
  );
  await expectNoAxeViolationsAtBothWidths(page);

  await page.goto(usersUrl(`/convite/${'x'.repeat(43)}`));
  await expect(
    page.getByRole('heading', { name: 'Convite não encontrado' }),
  ).toBeVisible();
});

/** The owner invites `email` from 'Pessoas com acesso' and answers the e-mailed link. */
async function invite(
  page: Page,
  email: string,
  role: 'Coanfitrião' | 'Assessor(a)',
): Promise<string> {
  await page.goto(usersUrl('/members'));
  await page.getByLabel('E-mail da pessoa').fill(email);
  await page
    .getByRole('radio', {
      name: new RegExp(`^${role.replace(/[()]/g, '\\$&')}`),
    })
    .check();
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await closeSuccessDialog(page, 'Convite enviado.');
  return invitationLinkOf(await waitForMail(email));
}

test('a planner with an account accepts signed in and sees no money; removed, an account without events may create one', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await registerHost(request, 'e2e-members-owner');
  const planner = await registerHost(request, 'e2e-members-planner');
  await openSignedIn(page, owner, '/');
  await expect(
    page.getByRole('heading', { level: 1, name: owner.title }),
  ).toBeVisible();
  const plannerLink = await invite(page, planner.email, 'Assessor(a)');

  const plannerContext = await browser.newContext({
    viewport: { width: 360, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const plannerPage = await plannerContext.newPage();
  await openSignedIn(plannerPage, planner, new URL(plannerLink).pathname);
  await expect(
    plannerPage.getByText(/^Você está conectado como Teste Anfitrião/),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(plannerPage);
  await plannerPage.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(
    plannerPage.getByRole('heading', { level: 1, name: owner.title }),
  ).toBeVisible();
  const switcher = plannerPage.getByRole('button', {
    name: /Trocar de evento/,
  });
  await expect(switcher).toContainText('Assessor(a)');
  const links = await menuLinks(plannerPage);
  expect(links).not.toContain('Presentes Recebidos');
  expect(links).not.toContain('Lista de Presentes');
  expect(links).not.toContain('Pacote de Serviços');
  await expect(
    plannerPage.getByRole('navigation', { name: 'Atalhos' }).getByRole('link'),
  ).toHaveText(['Início', 'Recados', 'Convidados']);
  await expect(
    plannerPage.getByRole('heading', { name: 'Presentes recebidos por dia' }),
  ).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(plannerPage);
  await plannerPage.goto(usersUrl('/gifts'));
  await expect(plannerPage.getByText(REFUSED)).toBeVisible();

  await switcher.click();
  await plannerPage
    .getByRole('dialog', { name: 'Trocar de evento' })
    .getByRole('button', { name: new RegExp(planner.title) })
    .click();
  // The owner of the other event may open the gift list: the page stays.
  await expect(
    plannerPage.getByRole('heading', { level: 1, name: 'Lista de Presentes' }),
  ).toBeVisible();
  await expect(switcher).toContainText(planner.title);
  await expect(switcher).toContainText('Titular');
  await plannerPage.goto(plannerLink);
  await expect(
    plannerPage.getByRole('heading', { name: 'Convite aceito' }),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(plannerPage);
  await plannerContext.close();

  const newcomerEmail = `${uniqueLabel('e2e-newcomer')}@example.com`;
  const newcomerLink = await invite(page, newcomerEmail, 'Coanfitrião');
  const token = new URL(newcomerLink).pathname.split('/').at(-1);
  const registered = await request.post(
    nodeUrl(`/api/invitations/${token}/register`),
    {
      headers: hostHeader('users'),
      data: {
        firstName: 'Rui',
        lastName: 'Novo',
        phoneNumber: '(11) 91234-5678',
        password: 'Segredo123',
        confirmPassword: 'Segredo123',
      },
    },
  );
  expect(registered.ok(), await registered.text()).toBe(true);
  const newcomer = (await registered.json()) as { token: string; id: number };

  await page.reload();
  await page
    .getByRole('button', { name: 'Remover acesso de Rui Novo' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Remover acesso?' });
  await expect(confirm).toContainText(
    `Rui Novo deixará de ter acesso a “${owner.title}”.`,
  );
  await expectNoAxeViolationsAtBothWidths(page);
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await closeSuccessDialog(page, 'Acesso removido.');
  await expect(
    page.getByRole('table', { name: 'Pessoas com acesso ao evento' }),
  ).not.toContainText('Rui Novo');

  await page.evaluate(() => localStorage.clear());
  await page.goto(usersUrl('/login'));
  await page.evaluate(
    ({ token: sessionToken, id }) => {
      localStorage.setItem('userToken', sessionToken);
      localStorage.setItem('userId', String(id));
    },
    { token: newcomer.token, id: newcomer.id },
  );
  await page.goto(usersUrl('/'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nenhum evento por aqui' }),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByRole('link', { name: 'Criar outro evento' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Criar outro evento' }),
  ).toBeVisible();
});
