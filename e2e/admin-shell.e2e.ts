import { expect, test } from '@playwright/test';
import { adminUrl } from './support/urls';

const admin = { email: 'admin@celebra.dev', password: 'Admin1234' };

test.describe('admin app shell', () => {
  test('the administrator signs in to the dashboard at /admin and signs out', async ({
    page,
  }) => {
    await page.goto(adminUrl('/'));
    await expect(
      page.getByRole('heading', { name: 'Painel do administrador' }),
    ).toBeVisible();
    await expect(page).toHaveURL(adminUrl('/login'));

    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(
      page.getByRole('heading', { name: 'Painel Administrativo' }),
    ).toBeVisible();
    await expect(page).toHaveURL(adminUrl('/admin'));
    await expect(page.getByRole('banner')).toContainText('Administrador');
    await expect(page.getByRole('link', { name: 'Início' })).toBeVisible();

    await page.goto(adminUrl('/nada-aqui'));
    await expect(
      page.getByRole('heading', { name: 'Painel Administrativo' }),
    ).toBeVisible();
    await expect(page).toHaveURL(adminUrl('/'));

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(
      page.getByRole('heading', { name: 'Painel do administrador' }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('adminToken'),
        localStorage.getItem('adminId'),
      ]),
    ).toEqual([null, null]);
  });

  test('a malformed e-mail is flagged while typing and on submit', async ({
    page,
  }) => {
    await page.goto(adminUrl('/login'));

    await page.getByLabel('E-mail').pressSequentially('admin@celebra');
    await expect(page.getByText('* E-mail inválido')).toBeVisible();

    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(page.getByText('* Formato de e-mail inválido')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Atenção!' })).toContainText(
      'Preencha os dados corretamente!',
    );
  });

  test('a wrong password shows the Login alert with the server message', async ({
    page,
  }) => {
    await page.goto(adminUrl('/login'));
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Senha').fill('SenhaErrada1');
    await page.getByRole('button', { name: 'Entrar' }).click();

    const alert = page.getByRole('dialog', { name: 'Login' });
    await expect(alert).toContainText('E-mail ou senha inválidos.');
  });
});
