import { itemAt } from '@celebra/contracts';
import { expect, type Page, test } from '@playwright/test';
import { adminSignIn, demoAdmin } from './support/admin-session';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { registerHost } from './support/host-accounts';
import { mailsTo, resetLinkOf, waitForMail } from './support/mailbox';
import { adminUrl, hostHeader, nodeUrl, usersUrl } from './support/urls';

const REQUESTED =
  'Se este e-mail estiver cadastrado, enviaremos um link para redefinir a senha.';
const DONE = 'Senha redefinida com sucesso. Entre com a nova senha.';
const INVALID_LINK =
  'Este link para redefinir a senha é inválido, expirou ou já foi usado. Peça um novo link.';

/** From the login page: 'Esqueci minha senha', the e-mail, 'Enviar link'. */
async function askForLink(page: Page, loginUrl: string, email: string) {
  await page.goto(loginUrl);
  const forgot = page.getByRole('link', { name: 'Esqueci minha senha' });
  await expect(forgot).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await forgot.click();
  await expect(
    page.getByRole('heading', { name: 'Redefinir senha' }),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText(REQUESTED);
}

/** On the reset page: the new password twice, 'Salvar nova senha'. */
async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a nova senha').fill(password);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('a host resets the password from the e-mail link; the old sessions are refused', async ({
  page,
  request,
}) => {
  // Several scans at two widths and three password hashes: slow on a loaded machine.
  test.setTimeout(90_000);
  const host = await registerHost(request, 'e2e-reset');
  // The e-mail typed on the login screen comes along to 'Esqueci minha senha'.
  await page.goto(usersUrl('/login'));
  await page.getByLabel('E-mail').fill(host.email);
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(host.email);
  await askForLink(page, usersUrl('/login'), host.email);

  const mail = await waitForMail(host.email);
  expect(mail.subject).toBe('Redefinição de senha');
  const link = resetLinkOf(mail);
  expect(link.startsWith(usersUrl('/reset-password?token='))).toBe(true);

  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Criar nova senha' }),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await chooseNewPassword(page, 'NovaSenha99');
  await expect(page.getByRole('status')).toHaveText(DONE);
  await expectNoAxeViolationsAtBothWidths(page);

  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await signInThroughForm(page, host.email, 'NovaSenha99');
  await expect(
    page.getByRole('link', { name: 'Visitar meu site' }),
  ).toBeVisible();

  const me = await request.get(nodeUrl('/api/users/me'), {
    headers: {
      ...hostHeader('users'),
      authorization: `Bearer ${host.token}`,
      'x-user-id': String(host.id),
    },
  });
  expect(me.status()).toBe(401);

  // The owner is told by e-mail.
  const notice = await waitForMail(host.email, 2);
  expect(notice.subject).toBe('Sua senha foi alterada');

  // The link works once: opened again, it is refused at once, without the form, and offers a
  // new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(INVALID_LINK);
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await expect(
    page.getByRole('heading', { name: 'Redefinir senha' }),
  ).toBeVisible();
});

test('the administrator resets the password from the e-mail link; the old sessions are refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const oldSession = await adminSignIn(request);
  const mailsBefore = await mailsTo(demoAdmin.email);
  await askForLink(page, adminUrl('/login'), demoAdmin.email);

  const mail = await waitForMail(demoAdmin.email, mailsBefore.length + 1);
  const link = resetLinkOf(mail);
  expect(link.startsWith(adminUrl('/reset-password?token='))).toBe(true);

  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Criar nova senha' }),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await chooseNewPassword(page, 'Painel2025');
  await expect(page.getByRole('status')).toHaveText(DONE);
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await signInThroughForm(page, demoAdmin.email, 'Painel2025');
  await expect(
    page.getByRole('heading', { name: 'Painel Administrativo' }),
  ).toBeVisible();

  const me = await request.get(nodeUrl('/api/admin/me'), {
    headers: {
      ...hostHeader('admin'),
      authorization: `Bearer ${oldSession.token}`,
      'x-admin-id': oldSession.id,
    },
  });
  expect(me.status()).toBe(401);
  const oldPassword = await request.post(nodeUrl('/api/admin/login'), {
    headers: hostHeader('admin'),
    data: demoAdmin,
  });
  expect(oldPassword.status()).toBe(401);
  const notice = await waitForMail(demoAdmin.email, mailsBefore.length + 2);
  expect(notice.subject).toBe('Sua senha foi alterada');

  // Put the demo password back (a reused stack keeps its data) through the same calls.
  const again = await request.post(nodeUrl('/api/admin/password-reset'), {
    headers: hostHeader('admin'),
    data: { email: demoAdmin.email },
  });
  expect(again.ok()).toBe(true);
  await waitForMail(demoAdmin.email, mailsBefore.length + 3);
  const links = (await mailsTo(demoAdmin.email)).filter(
    (mail) => mail.subject === 'Redefinição de senha',
  );
  const restore = resetLinkOf(itemAt(links, links.length - 1));
  const token = new URL(restore).searchParams.get('token');
  const confirmed = await request.post(
    nodeUrl('/api/admin/password-reset/confirm'),
    {
      headers: hostHeader('admin'),
      data: {
        token,
        password: demoAdmin.password,
        confirmPassword: demoAdmin.password,
      },
    },
  );
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await adminSignIn(request);
});
