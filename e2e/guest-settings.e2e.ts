import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, registerHost } from './support/host-accounts';
import {
  contractService,
  openEventPage,
  saveSettings,
} from './support/guest-site';
import { hostHeader, nodeUrl, siteUrl } from './support/urls';

const allOff = {
  showGiftList: false,
  showGuestMessages: false,
  showEventInfo: false,
  allowGuestConfirmation: false,
};
const allOn = {
  showGiftList: true,
  showGuestMessages: true,
  showEventInfo: true,
  allowGuestConfirmation: true,
};

const menuLinks = async (page: Page) => {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu.getByRole('link').allTextContents();
};

test.describe('guest site settings', () => {
  test('sections the host turned off are not on the page nor in the menu', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-toggles');
    await saveSettings(request, host, allOff);

    await openEventPage(page, siteUrl(`/${host.slug}`));

    await expect(
      page.getByRole('heading', { level: 1, name: host.title }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sejam bem-vindos!' }),
    ).toBeVisible();
    for (const name of ['PRESENTEAR', 'ENVIAR RECADO', 'CONFIRMAR PRESENÇA']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(
      page.getByRole('heading', { name: 'Informações do Evento' }),
    ).toHaveCount(0);
    expect(await menuLinks(page)).toEqual(['Início']);

    const message = await request.post(
      nodeUrl(`/api/guests/message/${host.eventId}`),
      {
        headers: hostHeader('site'),
        data: {
          firstName: 'Ana',
          lastName: 'Souza',
          email: 'ana@example.com',
          message: 'Oi',
        },
      },
    );
    expect(message.status()).toBe(403);
  });

  test('a fresh site shows every section and the default introduction', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-fresh');

    await openEventPage(page, siteUrl(`/${host.slug}`));

    await expect(
      page.getByRole('heading', { level: 2, name: 'Sejam bem-vindos!' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'PRESENTEAR' })).toHaveCount(
      4,
    );
    expect(await menuLinks(page)).toEqual([
      'Início',
      'Lista de Presentes',
      'Confirmação',
      'Recadinhos',
    ]);
  });

  test('a custom page of the PAGE service is a page of its own, linked from the menu', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-pagina');
    await contractService(request, host, 'PAGE');
    const created = await request.post(
      nodeUrl(`/api/users/events/${host.eventId}/pages`),
      {
        headers: {
          ...hostHeader('users'),
          authorization: `Bearer ${host.token}`,
          'x-user-id': String(host.id),
        },
        data: {
          title: 'Hospedagem',
          content:
            'Hotéis **perto** do local:\n\n- Hotel Jardim\n- Pousada Sol',
        },
      },
    );
    expect(created.ok(), await created.text()).toBe(true);
    const { page: customPage } = (await created.json()) as {
      page: { id: number };
    };

    await openEventPage(page, siteUrl(`/${host.slug}`));
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Hospedagem' })
      .click();

    await expect(page).toHaveURL(siteUrl(`/${host.slug}/${customPage.id}`));
    const article = page.getByRole('article', { name: 'Hospedagem' });
    await expect(article.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(article.locator('strong')).toHaveText('perto');
    await expect(article.getByRole('listitem')).toHaveText([
      'Hotel Jardim',
      'Pousada Sol',
    ]);
    await expect(page.getByRole('button', { name: 'PRESENTEAR' })).toHaveCount(
      0,
    );

    await page.reload();
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(siteUrl(`/${host.slug}`));
    await expect(
      page.getByRole('button', { name: 'PRESENTEAR' }).first(),
    ).toBeVisible();
  });

  test('a password-protected site asks for its password once per tab', async ({
    browser,
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-senha');
    await contractService(request, host, 'PASSWORD');
    await saveSettings(request, host, { ...allOn, password: 'festa2026' });

    await page.goto(siteUrl(`/${host.slug}`));
    await expect(
      page.getByRole('heading', { level: 1, name: host.title }),
    ).toBeVisible();
    await expect(
      page.getByText('Este site é protegido por senha.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'PRESENTEAR' })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);

    const password = page.getByLabel('Senha');
    await password.fill('errada123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Senha incorreta.')).toBeVisible();

    await password.fill('festa2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page.getByRole('button', { name: 'PRESENTEAR' }).first(),
    ).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('button', { name: 'PRESENTEAR' }).first(),
    ).toBeVisible();

    await expectGateInNewSession(browser, siteUrl(`/${host.slug}`));
  });
});

async function expectGateInNewSession(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await expect(
    page.getByText('Este site é protegido por senha.'),
  ).toBeVisible();
  await context.close();
}
