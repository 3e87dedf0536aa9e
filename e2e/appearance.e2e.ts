import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
} from './support/axe';
import { contractService, saveSettings } from './support/guest-site';
import { openSignedIn, registerHost } from './support/host-accounts';
import { closeSuccessDialog } from './support/success-dialog';
import { siteUrl } from './support/urls';

const widths = [
  { width: 360, height: 800 },
  { width: 1280, height: 900 },
];

/** The guest site draws `theme`, with the host's colour as its accent. */
async function expectSiteIn(
  site: Page | FrameLocator,
  theme: string,
  color: string,
): Promise<void> {
  const html = site.locator('html');
  await expect(html).toHaveAttribute('data-theme', theme, { timeout: 15_000 });
  await expect(html).toHaveCSS('--event-color', color);
  await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
}

const previewFrame = (page: Page, device: 'celular' | 'computador') =>
  page.locator(`iframe[title="Prévia do site no ${device}"]`);

test.describe("host 'Aparência'", () => {
  test('the host previews a theme and a colour on the real site, saves them, and the guest site shows them at 360 and 1280 px', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-appearance');
    await openSignedIn(page, host, '/appearance');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Aparência' }),
    ).toBeVisible();
    const themes = page.getByRole('group', { name: 'Tema' });
    await expect(themes.getByRole('radio')).toHaveCount(8);
    const saved = await themes
      .getByRole('radio', { checked: true })
      .getAttribute('value');
    const [theme, label] =
      saved === 'floral' ? ['boho', 'Boho'] : ['floral', 'Floral'];

    await themes.getByRole('radio', { name: label }).check();
    await page.getByRole('radio', { name: 'Azul', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Alterações não salvas.');

    const phone = previewFrame(page, 'celular');
    await expect(phone).toHaveAttribute(
      'src',
      siteUrl(`/${host.slug}?tema=${theme}&cor=1d4ed8`),
    );
    await expectSiteIn(phone.contentFrame(), theme, '#1d4ed8');

    await page.getByRole('button', { name: 'Computador' }).click();
    await expectSiteIn(
      previewFrame(page, 'computador').contentFrame(),
      theme,
      '#1d4ed8',
    );
    // The framed guest site is scanned on its own page below.
    await expectNoAxeViolationsAtBothWidths(page, { exclude: ['iframe'] });

    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(
      page,
      'Aparência salva. O site já mostra o novo visual.',
    );
    await expect(page.getByRole('status')).toBeHidden();
    await expect(
      themes.getByRole('radio', { name: label }),
    ).toHaveAccessibleDescription(/Atual$/);

    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl(`/${host.slug}`));
      await expectSiteIn(page, theme, '#1d4ed8');
      await expectNoAxeViolations(page);
    }
  });

  test('a site with a password: the page says so, the preview shows the password screen, and the password opens the site inside it', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-appearance-senha');
    await contractService(request, host, 'PASSWORD');
    await saveSettings(request, host, {
      showGiftList: true,
      showGuestMessages: true,
      showEventInfo: true,
      allowGuestConfirmation: true,
      password: 'festa2026',
    });
    await openSignedIn(page, host, '/appearance');

    await expect(
      page.getByText(
        'Seu site tem senha: a prévia mostra a tela de senha, como os convidados a veem antes de digitá-la.',
      ),
    ).toBeVisible();
    const site = previewFrame(page, 'celular').contentFrame();
    await expect(
      site.getByText('Este site é protegido por senha.'),
    ).toBeVisible({ timeout: 15_000 });

    // Sent with Enter: Playwright aims a click at an unscaled point, off the scaled frame's button.
    await site.getByLabel('Senha').fill('festa2026');
    await site.getByLabel('Senha').press('Enter');
    await expect(
      site.getByRole('button', { name: 'PRESENTEAR' }).first(),
    ).toBeVisible();
  });
});
