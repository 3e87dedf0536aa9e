import { expect, type Page, test } from '@playwright/test';
import { siteUrl, usersUrl } from './support/urls';

const demo = { email: 'demo@celebra.dev', password: 'Demo1234' };

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test.describe('host app shell', () => {
  test('sends a visitor without a session to /login, keeping the page asked for', async ({
    page,
  }) => {
    await page.goto(usersUrl('/gifts-received'));

    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL(usersUrl('/login?next=%2Fgifts-received'));
  });

  test('the demo host lands on the home page of the demo event and can sign out', async ({
    page,
  }) => {
    await page.goto(usersUrl('/login'));
    await signIn(page, demo.email, demo.password);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Ana & Pedro' }),
    ).toBeVisible();
    await expect(page).toHaveURL(usersUrl('/'));
    await expect(page.getByText('Vamos nos casar!')).toBeVisible();
    const visit = page.getByRole('link', { name: 'Visitar meu site' });
    await expect(visit).toHaveAttribute('href', siteUrl('/demo'));
    await expect(visit).toHaveAttribute('target', '_blank');

    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Ana & Pedro' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('Ana Oliveira')).toBeVisible();
    await menu.getByRole('button', { name: 'Sair' }).click();

    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL(usersUrl('/login'));
    expect(
      await page.evaluate(() => [
        localStorage.getItem('userToken'),
        localStorage.getItem('userId'),
      ]),
    ).toEqual([null, null]);
  });

  test('a wrong password shows the Login alert with the server message', async ({
    page,
  }) => {
    await page.goto(usersUrl('/login'));
    await signIn(page, demo.email, 'SenhaErrada1');

    const alert = page.getByRole('dialog', { name: 'Login' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('E-mail ou senha inválidos.');
    await expect(page).toHaveURL(usersUrl('/login'));
  });

  test('an empty form shows the field messages and asks to fill it correctly', async ({
    page,
  }) => {
    await page.goto(usersUrl('/login'));
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(page.getByText('* Campo obrigatório')).toBeVisible();
    await expect(page.getByText('* Senha inválida')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Atenção!' })).toContainText(
      'Preencha os dados corretamente!',
    );
  });
});
