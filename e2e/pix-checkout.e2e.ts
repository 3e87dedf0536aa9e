import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/host-accounts';
import { openEventPage, payOnDemonstrationPage } from './support/guest-site';
import { siteUrl } from './support/urls';

const dinner = 'Jantar romântico à luz de velas';

test.describe('Pix at checkout', () => {
  test("a guest pays by Pix inline with the demonstration provider and sees 'Obrigado!'", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await openEventPage(page, siteUrl('/demo'));

    await page
      .getByRole('article', { name: dinner })
      .getByRole('button', { name: 'PRESENTEAR' })
      .click();
    const cart = page.getByRole('dialog', { name: 'Presentes Selecionados' });
    await expect(cart.getByRole('radio', { name: /^Pix/ })).toBeChecked();
    await cart.getByLabel('Seu nome').fill('Carla Mendes');
    await cart
      .getByLabel('Seu contato (e-mail ou telefone)')
      .fill('carla@example.com');
    await expectNoAxeViolations(page);
    await cart.getByRole('button', { name: 'Ir para o pagamento' }).click();

    // The Pix screen of the order, on the event site.
    await expect(page).toHaveURL(/\/demo\/pix\/\d+\?token=[\w-]{32}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pague com Pix' }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'QR Code do Pix' }),
    ).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(
      /^O código expira em (30:00|29:\d\d)$/,
    );
    await expect(page.getByText(/^00020101021226/)).toBeVisible();
    await expect(page.getByRole('definition')).toHaveText('R$\u00a0350,00');
    await expect(page.getByText('Aguardando o pagamento…')).toBeVisible();
    await page.getByRole('button', { name: 'Copiar código' }).click();
    await expect(
      page.getByText(/^(Código copiado!|Não foi possível copiar)/),
    ).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath('pix-360.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({
      path: testInfo.outputPath('pix-1280.png'),
      fullPage: true,
    });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });

    // The demonstration page's 'Pagar' settles the order; the Pix screen follows it live.
    const demo = page.getByRole('complementary', { name: 'Demonstração' });
    await expect(demo).toContainText('nenhum dinheiro real é cobrado');
    await payOnDemonstrationPage(page);
    await expect(page).toHaveURL(/\/demo\/obrigado\/\d+\?token=[\w-]{32}$/);
    await expectNoAxeViolations(page);
  });
});
