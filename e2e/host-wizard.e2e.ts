import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, uniqueLabel } from './support/host-accounts';
import { usersUrl } from './support/urls';

const next = (page: Page) =>
  page.getByRole('button', { name: 'Próximo' }).click();

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true });

test.describe('registration wizard: kept for the tab, steps in the URL, the site link', () => {
  test('suggests and checks the link as the host types, survives a reload, and moves with Back and Forward', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const label = uniqueLabel('wizard-nav');
    await page.goto(usersUrl('/register'));
    await page.getByRole('radio', { name: 'Casamento' }).check();
    await next(page);
    await expect(heading(page, 'Seu evento')).toBeVisible();
    await expect(page).toHaveURL(usersUrl('/register?step=2'));

    // The link follows the title: accents removed, lower-case, hyphens.
    const slug = page.getByLabel('Link do site');
    await page.getByLabel('Título do site').fill('Ana & Bruno Casamento');
    await expect(slug).toHaveValue('ana-e-bruno-casamento');
    await expect(
      page.getByText(/site\.localhost:\d+\/ana-e-bruno-casamento/),
    ).toBeVisible();

    // A taken link is said under the field as it is typed; the focus stays there.
    await slug.fill('demo');
    await expect(
      page.getByText('O link está em uso, por favor, crie outro.'),
    ).toBeVisible();
    await expect(slug).toBeFocused();
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Typed with spaces and capitals, the link is readable in the preview and fixed on leaving.
    await slug.fill(`Ana Bruno ${label}`);
    await expect(page.getByText(`/ana bruno ${label}`)).toBeVisible();
    await page.getByLabel('Subtítulo').focus();
    await expect(slug).toHaveValue(`ana-bruno-${label}`);
    await expect(page.getByText('Link disponível.')).toBeVisible();

    await page.getByLabel('Subtítulo').fill('Vamos nos casar!');
    await page.getByLabel('Data do evento').fill('2027-05-20');
    const category = page.getByLabel('Categoria dos presentes');
    await expect(category.locator('option')).not.toHaveCount(1);
    await category.selectOption({ index: 1 });
    await next(page);

    await expect(heading(page, 'Presentes')).toBeVisible();
    await expect(page).toHaveURL(usersUrl('/register?step=3'));
    const gifts = page.getByRole('checkbox');
    for (let index = 0; index < 4; index += 1) await gifts.nth(index).check();
    await next(page);

    await expect(heading(page, 'Seus dados')).toBeVisible();
    await expect(page).toHaveURL(usersUrl('/register?step=4'));
    await page.getByLabel('Nome', { exact: true }).fill('Bruno');
    await page.getByLabel('E-mail').fill(`${label}@example.com`);
    await page.getByLabel('Senha', { exact: true }).fill('Segredo123');

    // A reload keeps the step and what was typed, but never the password.
    await page.reload();
    await expect(heading(page, 'Seus dados')).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Bruno');
    await expect(page.getByLabel('E-mail')).toHaveValue(`${label}@example.com`);
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
    expect(
      await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage))),
    ).not.toContain('Segredo123');

    // The browser's Back and Forward move between the steps, data in place.
    await page.goBack();
    await expect(heading(page, 'Presentes')).toBeVisible();
    await expect(page.getByText('4 presentes selecionados')).toBeVisible();
    await page.goBack();
    await expect(heading(page, 'Seu evento')).toBeVisible();
    await expect(page.getByLabel('Título do site')).toHaveValue(
      'Ana & Bruno Casamento',
    );
    await expect(page.getByLabel('Data do evento')).toHaveValue('2027-05-20');
    await page.goForward();
    await expect(heading(page, 'Presentes')).toBeVisible();
    await page.goForward();
    await expect(heading(page, 'Seus dados')).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Bruno');

    await page.getByLabel('Sobrenome').fill('Lima');
    await page.getByLabel('Telefone').pressSequentially('21987654321');
    await page.getByLabel('Senha', { exact: true }).fill('Segredo123');
    await page.getByLabel('Confirme a senha').fill('Segredo123');
    await page.getByRole('button', { name: 'Criar meu site' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ana & Bruno Casamento' }),
    ).toBeVisible();
    expect(
      await page.evaluate(() =>
        sessionStorage.getItem('celebra:register-wizard'),
      ),
    ).toBeNull();

    // The wizard's date is the event's date.
    await page.goto(usersUrl('/info'));
    await expect(page.getByLabel(/^Data/).first()).toHaveValue('2027-05-20');
  });
});
