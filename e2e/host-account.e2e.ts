import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { registerHost, uniqueLabel } from './support/host-accounts';
import { waitForMail } from './support/mailbox';
import { closeSuccessDialog } from './support/success-dialog';
import { usersUrl } from './support/urls';

async function signIn(page: Page, email: string, password: string) {
  await page.goto(usersUrl('/login'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const section = (page: Page, name: string) =>
  page.getByRole('region', { name });

/** The confirmation link of the e-mail sent to a new address. */
function confirmationLinkOf(text: string): string {
  const match = /https?:\/\/\S+\/confirm-email\?token=[A-Za-z0-9_-]{43}/.exec(
    text,
  );
  expect(match, 'a confirmation link in the e-mail').not.toBeNull();
  return match?.[0] ?? '';
}

test("'Minha conta': a host changes name, password and e-mail, then signs in with the new e-mail", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const host = await registerHost(request, 'e2e-account');
  await signIn(page, host.email, host.password);
  await expect(
    page.getByRole('heading', { level: 1, name: host.title }),
  ).toBeVisible();
  await page.goto(usersUrl('/account'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Minha conta' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Aparelhos com a sua conta aberta' }),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  // Name and phone: saved at once.
  const profile = section(page, 'Dados pessoais');
  await profile.getByLabel('Nome', { exact: true }).fill('Beatriz');
  await profile.getByLabel('Telefone').fill('(21) 99876-5432');
  await profile.getByRole('button', { name: 'Salvar dados' }).click();
  await closeSuccessDialog(page, 'Dados salvos.');
  await expect(page.getByText(/^Beatriz Anfitrião · /)).toBeVisible();

  // Password: a wrong current one is refused on its field, then the right one changes it.
  const password = section(page, 'Senha');
  await password.getByLabel('Senha atual').fill('Errada123');
  await password.getByLabel('Nova senha', { exact: true }).fill('NovaSenha99');
  await password.getByLabel('Confirme a nova senha').fill('NovaSenha99');
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(password.getByText('Senha incorreta.')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await password.getByLabel('Senha atual').fill(host.password);
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await closeSuccessDialog(page, 'Senha alterada.');
  const changed = await waitForMail(host.email);
  expect(changed.subject).toBe('Sua senha foi alterada');

  // E-mail: a link goes to the new address; the old one stays until it is opened.
  const newEmail = `${uniqueLabel('e2e-nova')}@example.com`;
  const email = section(page, 'E-mail');
  await email.getByLabel('Novo e-mail').fill(newEmail);
  await email.getByLabel('Senha atual').fill('NovaSenha99');
  await email
    .getByRole('button', { name: 'Enviar link de confirmação' })
    .click();
  await closeSuccessDialog(page, `Enviamos um link para ${newEmail}.`);
  await expect(email.getByRole('status')).toContainText(
    `Aguardando a confirmação de ${newEmail}.`,
  );
  await expectNoAxeViolationsAtBothWidths(page);

  const link = confirmationLinkOf((await waitForMail(newEmail)).text);
  expect(link.startsWith(usersUrl('/confirm-email?token='))).toBe(true);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Confirmar novo e-mail' }),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByRole('button', { name: 'Confirmar novo e-mail' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `E-mail alterado. A partir de agora, entre com ${newEmail}.`,
  );
  await expectNoAxeViolationsAtBothWidths(page);
  const notice = await waitForMail(host.email, 2);
  expect(notice.subject).toBe('O e-mail da sua conta foi alterado');

  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirmar novo e-mail' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Este link para confirmar o e-mail é inválido, expirou ou já foi usado.',
  );

  // Signed out, the old e-mail no longer opens the account; the new one does.
  await page.goto(usersUrl('/'));
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText('Beatriz Anfitrião')).toBeVisible();
  await menu.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await signIn(page, host.email, 'NovaSenha99');
  const refused = page.getByRole('dialog', { name: 'Login' });
  await expect(refused).toContainText('E-mail ou senha inválidos.');
  await refused.getByRole('button', { name: 'OK' }).click();
  await signIn(page, newEmail, 'NovaSenha99');
  await expect(
    page.getByRole('heading', { level: 1, name: host.title }),
  ).toBeVisible();
});
