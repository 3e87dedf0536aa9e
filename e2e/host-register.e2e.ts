import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { uniqueLabel } from './support/host-accounts';
import { usersUrl } from './support/urls';

const next = (page: Page) =>
  page.getByRole('button', { name: 'Próximo' }).click();

test.describe('host registration wizard', () => {
  test('registers through the four steps, refusing a slug in use and fewer than 4 gifts, and lands on the dashboard', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const label = uniqueLabel('wizard');
    const title = `Casamento ${label}`;
    await page.goto(usersUrl('/login'));
    await page.getByRole('link', { name: 'Crie sua conta' }).click();
    await expect(page).toHaveURL(usersUrl('/register'));

    // event-types
    await expect(
      page.getByRole('heading', { name: 'Tipo do evento', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Casamento' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await next(page);
    await expect(
      page.getByText('Por favor, selecione um tipo de evento para continuar.'),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Casamento' }).check();
    await next(page);

    // step1, first with the demo event's slug
    await expect(
      page.getByRole('heading', { name: 'Seu evento', exact: true }),
    ).toBeVisible();
    const category = page.getByLabel('Categoria dos presentes');
    await expect(category.locator('option')).not.toHaveCount(1);
    await category.selectOption({ index: 1 });
    await page.getByLabel('Título do site').fill(title);
    await page.getByLabel('Subtítulo').fill('Vamos nos casar!');
    await page.getByLabel('Link do site').fill('demo');
    await expect(page.getByText(/site\.localhost:\d+\/demo/)).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await next(page);
    await expect(page.getByLabel('Link do site')).toBeFocused();
    await expect(
      page.getByText('O link está em uso, por favor, crie outro.'),
    ).toBeVisible();
    await page.getByLabel('Link do site').fill(label);
    await next(page);

    // step2: three gifts are not enough
    await expect(
      page.getByRole('heading', { name: 'Presentes', exact: true }),
    ).toBeVisible();
    const gifts = page.getByRole('checkbox');
    await expect(gifts.first()).toBeVisible();
    await expect(page.getByText(/R\$\s[\d.]+,\d{2}/).first()).toBeVisible();
    for (let index = 0; index < 3; index += 1) await gifts.nth(index).check();
    await expect(page.getByText('3 presentes selecionados')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await next(page);
    await expect(
      page.getByText('Necessário selecionar mais 1 presente para continuar.'),
    ).toBeVisible();
    await gifts.nth(3).check();
    await expect(page.getByText('4 presentes selecionados')).toBeVisible();
    await next(page);

    // step3
    await expect(
      page.getByRole('heading', { name: 'Seus dados', exact: true }),
    ).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill('Beatriz');
    await page.getByLabel('Sobrenome').fill('Lima');
    await page.getByLabel('Telefone').pressSequentially('21987654321');
    await expect(page.getByLabel('Telefone')).toHaveValue('(21) 98765-4321');
    await page.getByLabel('E-mail').fill(`${label}@example.com`);
    await page.getByLabel('Senha', { exact: true }).fill('curta');
    await page.getByLabel('Confirme a senha').fill('outra');
    await page.getByRole('button', { name: 'Criar meu site' }).click();
    await expect(
      page.getByText(
        '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
      ),
    ).toBeVisible();
    await expect(page.getByText('* As senhas não coincidem')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByLabel('Senha', { exact: true }).fill('Segredo123');
    await page.getByLabel('Confirme a senha').fill('Segredo123');
    await page.getByRole('button', { name: 'Criar meu site' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: title }),
    ).toBeVisible();
    await expect(page).toHaveURL(usersUrl('/'));
    expect(
      await page.evaluate(() => localStorage.getItem('userToken')),
    ).toBeTruthy();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByText('Beatriz Lima'),
    ).toBeVisible();
  });
});
