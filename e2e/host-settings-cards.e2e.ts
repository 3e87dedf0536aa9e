import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminSignIn, hostAuth, openAdmin } from './support/admin-session';
import {
  expectNoAxeViolations,
  openSignedIn,
  registerHost,
} from './support/host-accounts';
import { paidOrder, requestPayout } from './support/money';
import { nodeUrl, usersUrl } from './support/urls';

const phone = { width: 360, height: 740 };

/** The page never scrolls sideways, nor does the frame around the table or card. */
async function expectNoSidewaysScroll(page: Page, block: Locator) {
  const page360 = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(page360.scrollWidth).toBeLessThanOrEqual(page360.clientWidth);
  const frame = await block.evaluate((element) => {
    const parent = element.parentElement as HTMLElement;
    return {
      scrollWidth: parent.scrollWidth,
      clientWidth: parent.clientWidth,
    };
  });
  expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
}

/** The button is on screen as it is, without any scroll to the side. */
async function expectWithinViewport(page: Page, button: Locator) {
  await expect(button).toBeVisible();
  const box = (await button.boundingBox()) ?? { x: -1, width: 0 };
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
}

test.describe('tables as cards at 360 px', () => {
  test.use({ viewport: phone });

  test("/confirmations: an invitation's 'Excluir' is on screen, its card within the page", async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-cards');
    const created = await request.post(
      nodeUrl(`/api/users/invitations/${host.eventId}`),
      {
        headers: hostAuth(host),
        data: {
          name: 'Maria Aparecida dos Santos',
          members: [{ firstName: 'Maria', lastName: 'Aparecida dos Santos' }],
          email: 'maria.aparecida.dos.santos@example.com',
          phoneNumber: '(11) 98765-4321',
        },
      },
    );
    expect(created.ok(), await created.text()).toBe(true);

    await openSignedIn(page, host, '/confirmations');
    const card = page.getByRole('article', {
      name: 'Maria Aparecida dos Santos',
    });
    await expect(card).toBeVisible();

    await expectWithinViewport(
      page,
      card.getByRole('button', { name: /Excluir/ }),
    );
    await expectNoSidewaysScroll(page, card);
    await expectNoAxeViolations(page);
  });

  test("admin /payouts: 'Concluir repasse' is on screen", async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-cards-payout');
    await paidOrder(request, host, 'Convidada Cartão');
    const payout = await requestPayout(request, host);
    const session = await adminSignIn(request);

    await openAdmin(page, session, '/payouts');
    const table = page.getByRole('table');
    const conclude = table.getByRole('button', {
      name: `Concluir repasse ${payout.id}`,
    });
    await expectWithinViewport(page, conclude);
    await expectNoSidewaysScroll(page, table);
    await expectNoAxeViolations(page);
  });
});

test.describe('host settings and login', () => {
  test('a switch is saved as soon as it is flipped and stays so after a reload', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-switch');
    await openSignedIn(page, host, '/settings');

    const messagesSwitch = page.getByRole('switch', {
      name: 'Receber recados',
    });
    await expect(messagesSwitch).toHaveAttribute('aria-checked', 'true');
    await messagesSwitch.click();
    // Other sections of the page may still announce their own loading.
    await expect(
      page
        .getByRole('region', { name: 'O que aparece no site' })
        .getByRole('status'),
    ).toHaveText('✓ Salvo');
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(
      page.getByRole('switch', { name: 'Receber recados' }),
    ).toHaveAttribute('aria-checked', 'false');
    const settings = await request.get(
      nodeUrl(`/api/users/event/${host.eventId}/settings`),
      { headers: hostAuth(host) },
    );
    expect(
      ((await settings.json()) as { settings: { showGuestMessages: boolean } })
        .settings.showGuestMessages,
    ).toBe(false);
  });

  test('the page asked for while signed out opens after login', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-deeplink');
    await page.goto(usersUrl('/gifts-received'));

    await expect(page).toHaveURL(/\/login\?next=%2Fgifts-received$/);
    await page.getByLabel('E-mail').fill(host.email);
    await page.getByLabel('Senha', { exact: true }).fill(host.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(
      page.getByRole('heading', { name: 'Presentes Recebidos' }),
    ).toBeVisible();
    await expect(page).toHaveURL(usersUrl('/gifts-received'));
  });
});
