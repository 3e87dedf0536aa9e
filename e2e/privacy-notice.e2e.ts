import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { openEventPage } from './support/guest-site';
import { uniqueLabel } from './support/host-accounts';
import { expectNoSideScroll } from './support/layout';
import { adminUrl, siteUrl, usersUrl } from './support/urls';

const policyLink = 'Política de privacidade (abre em nova aba)';

const legalLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Privacidade e termos' });

test.describe('privacy notice', () => {
  test("opens 'Política de privacidade' and 'Termos de uso' from the guest site's footer on a phone", async ({
    page,
  }) => {
    // Four axe scans on a loaded machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await openEventPage(page, siteUrl('/demo'));
    const footer = legalLinks(page);
    await expect(
      footer.getByRole('link', { name: 'Meus dados' }),
    ).toHaveAttribute('href', '/meus-dados');
    // For a person to look at (as saveScreenshot does): the footer as a phone shows it.
    const screenshots = process.env.E2E_SCREENSHOTS_DIR;
    if (screenshots)
      await page.getByRole('contentinfo').screenshot({
        path: path.join(screenshots, 'privacy-notice-guest-footer-360.png'),
      });

    await footer.getByRole('link', { name: 'Política de privacidade' }).click();
    await expect(page).toHaveURL(siteUrl('/privacidade'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de privacidade' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'anonimizados 12 meses depois da data do evento',
    );
    await expectNoSideScroll(page);
    await expectNoAxeViolationsAtBothWidths(page);

    await legalLinks(page).getByRole('link', { name: 'Termos de uso' }).click();
    await expect(page).toHaveURL(siteUrl('/termos'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Termos de uso' }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test('tells the guest what the checkout and the attendance form are for, before sending', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openEventPage(page, siteUrl('/demo'));
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'PRESENTEAR' })
      .click();
    const cart = page.getByRole('dialog', { name: 'Presentes Selecionados' });
    await expect(
      cart.getByText(/Usamos seu nome e contato só para registrar o presente/),
    ).toBeVisible();
    await expect(cart.getByRole('link', { name: policyLink })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    await expect(cart.getByRole('checkbox')).toHaveCount(0);
    await cart.getByRole('link', { name: policyLink }).scrollIntoViewIfNeeded();
    await expectNoAxeViolationsAtBothWidths(page);
    await cart.getByRole('button', { name: 'Fechar' }).click();
    await expect(cart).toBeHidden();

    await page.getByRole('button', { name: 'CONFIRMAR PRESENÇA' }).click();
    const attendance = page.getByRole('dialog', {
      name: 'Confirme sua presença',
    });
    await expect(
      attendance.getByText(
        /Seus dados e os nomes dos acompanhantes vão só para os anfitriões/,
      ),
    ).toBeVisible();
    await expect(attendance.getByRole('checkbox')).toHaveCount(0);
    await attendance
      .getByRole('link', { name: policyLink })
      .scrollIntoViewIfNeeded();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test("opens the policy from the registration's notice, and the pages from the back office's login", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(usersUrl('/register'));
    await page.getByRole('radio', { name: 'Casamento' }).check();
    await page.getByRole('button', { name: 'Próximo' }).click();
    const category = page.getByLabel('Categoria dos presentes');
    await expect(category.locator('option')).not.toHaveCount(1);
    await category.selectOption({ index: 1 });
    const label = uniqueLabel('aviso');
    await page.getByLabel('Título do site').fill(`Casamento ${label}`);
    await page.getByLabel('Subtítulo').fill('Vamos nos casar!');
    await page.getByLabel('Link do site').fill(label);
    await page.getByRole('button', { name: 'Próximo' }).click();
    const gifts = page.getByRole('checkbox');
    for (let index = 0; index < 4; index += 1) await gifts.nth(index).check();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(
      page.getByRole('heading', { name: 'Seus dados', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(
      page.getByText(
        /Usamos seu nome, telefone e e-mail só para manter sua conta/,
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Termos de uso (abre em nova aba)' }),
    ).toHaveAttribute('href', '/termos');

    const [policy] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: policyLink }).click(),
    ]);
    await expect(policy).toHaveURL(usersUrl('/privacidade'));
    await expect(
      policy.getByRole('heading', {
        level: 1,
        name: 'Política de privacidade',
      }),
    ).toBeVisible();
    // The policy opens in a tab of its own: the wizard stays at its step.
    await expect(page.getByLabel('Nome', { exact: true })).toBeVisible();

    await page.goto(adminUrl('/login'));
    await legalLinks(page).getByRole('link', { name: 'Termos de uso' }).click();
    await expect(page).toHaveURL(adminUrl('/termos'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Termos de uso' }),
    ).toBeVisible();
  });
});
