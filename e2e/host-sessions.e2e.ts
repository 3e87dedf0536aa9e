import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { type HostAccount, registerHost } from './support/host-accounts';
import { closeSuccessDialog } from './support/success-dialog';
import { hostHeader, nodeUrl, usersUrl } from './support/urls';

/** Two devices, told apart by the User-Agent their browser sends at sign-in. */
const LAPTOP_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

test.use({ userAgent: LAPTOP_USER_AGENT });

async function signIn(page: Page, host: HostAccount) {
  await page.goto(usersUrl('/login'));
  await page.getByLabel('E-mail').fill(host.email);
  await page.getByLabel('Senha').fill(host.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: host.title }),
  ).toBeVisible();
}

async function openMenuLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name, exact: true })
    .click();
}

async function openAccount(page: Page) {
  await openMenuLink(page, 'Minha conta');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Minha conta' }),
  ).toBeVisible();
}

const devices = (page: Page) =>
  page
    .getByRole('table', { name: 'Aparelhos com a sua conta aberta' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe("the host's connected devices", () => {
  test("two devices see each other; 'Sair de todos os aparelhos' sends the other one to the login page", async ({
    browser,
    page,
    request,
  }) => {
    // Two browsers, and 'Minha conta' (with its forms) scanned at two widths.
    test.setTimeout(90_000);
    const host = await registerHost(request, 'e2e-sessions');
    // The registration opened a session from Node: closed, so the two browsers are all there is.
    const logout = await request.post(nodeUrl('/api/users/logout'), {
      headers: {
        ...hostHeader('users'),
        authorization: `Bearer ${host.token}`,
        'x-user-id': String(host.id),
      },
      data: {},
    });
    expect(logout.ok()).toBe(true);

    const phoneContext = await browser.newContext({
      userAgent: PHONE_USER_AGENT,
      viewport: { width: 360, height: 800 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const phone = await phoneContext.newPage();
    await signIn(phone, host);
    await signIn(page, host);

    await openAccount(page);
    await expect(devices(page)).toHaveCount(2);
    const laptopRow = devices(page).filter({ hasText: 'Este aparelho' });
    await expect(laptopRow).toContainText('Chrome no Windows');
    const phoneRow = devices(page).filter({ hasText: 'Chrome no Android' });
    await expect(phoneRow).not.toContainText('Este aparelho');
    await expect(
      phoneRow.getByRole('button', { name: /^Desconectar Chrome no Android/ }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    // The phone sees the same two, itself marked.
    await openAccount(phone);
    await expect(devices(phone)).toHaveCount(2);
    await expect(
      devices(phone).filter({ hasText: 'Este aparelho' }),
    ).toContainText('Chrome no Android');
    await openMenuLink(phone, 'Início');
    await expect(
      phone.getByRole('heading', { level: 1, name: host.title }),
    ).toBeVisible();

    await page
      .getByRole('button', { name: 'Sair de todos os aparelhos' })
      .click();
    const confirm = page.getByRole('dialog', {
      name: 'Sair de todos os outros aparelhos?',
    });
    await expect(confirm).toContainText('Este aparelho continua conectado.');
    await expectNoAxeViolationsAtBothWidths(page);
    await confirm.getByRole('button', { name: 'Sair de todos' }).click();
    await closeSuccessDialog(
      page,
      '1 aparelho foi desconectado. Este continua conectado.',
    );
    await expect(devices(page)).toHaveCount(1);
    await expect(devices(page)).toContainText('Este aparelho');
    await expect(
      page.getByText('Só este aparelho está conectado.'),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Sair de todos os aparelhos' }),
    ).toBeHidden();
    await expectNoAxeViolationsAtBothWidths(page);

    // The phone's next call (its devices, opened from the menu) is refused: the app forgets
    // the session and opens the login page.
    await openMenuLink(phone, 'Minha conta');
    await expect(phone).toHaveURL(usersUrl('/login'));
    await expect(phone.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(
      await phone.evaluate(() => [
        localStorage.getItem('userToken'),
        localStorage.getItem('userId'),
      ]),
    ).toEqual([null, null]);

    // This device is still signed in.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Minha conta' }),
    ).toBeVisible();
    await expect(devices(page)).toHaveCount(1);
    await phoneContext.close();
  });
});
