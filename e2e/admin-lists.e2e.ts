import { itemAt } from '@celebra/contracts';
import { expect, type Page, test } from '@playwright/test';
import {
  adminSignIn,
  type AdminSession,
  openAdmin,
} from './support/admin-session';
import { uniqueLabel } from './support/host-accounts';
import { registerHosts, type SeededHost } from './support/register-hosts';
import { closeSuccessDialog } from './support/success-dialog';

/*
 * Back-office lists on real data (users and events lists, page size 20):
 * 22 hosts registered through the api, found by the filters and split over two pages.
 */

const SEEDED = 22;
let label: string;
let hosts: SeededHost[];
let session: AdminSession;

const todayInSaoPaulo = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );

const bodyRows = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr');

async function openFilters(page: Page) {
  await page.getByRole('button', { name: 'Filtros' }).click();
}

test.describe('admin users and events lists', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    label = uniqueLabel('lst');
    hosts = await registerHosts(request, label, SEEDED);
    session = await adminSignIn(request);
  });

  test('users: the name filter finds the 22 hosts over two pages of 20', async ({
    page,
  }) => {
    await openAdmin(page, session, '/users');
    await openFilters(page);
    await page
      .getByLabel('Nome', { exact: true })
      .fill(itemAt(hosts, 0).firstName);
    await page.getByRole('button', { name: 'Filtrar' }).click();

    await expect(page.getByText('Página 1 de 2')).toBeVisible();
    await expect(bodyRows(page, 'Usuários')).toHaveCount(20);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(page.getByText('Página 2 de 2')).toBeVisible();
    await expect(bodyRows(page, 'Usuários')).toHaveCount(SEEDED - 20);
    await expect(page).toHaveURL(/page=2/);

    await page
      .getByLabel('E-mail', { exact: true })
      .fill(itemAt(hosts, 5).email);
    await page.getByLabel('Telefone', { exact: true }).fill('98765');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(bodyRows(page, 'Usuários')).toHaveCount(1);
    await expect(bodyRows(page, 'Usuários').first()).toContainText(
      itemAt(hosts, 5).email,
    );
    await expect(
      page.getByRole('navigation', { name: 'Paginação' }),
    ).toBeHidden();

    await page
      .getByLabel('E-mail', { exact: true })
      .fill(`${label}-nobody@example.com`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(
      page.getByText('Nenhum dado disponível na tabela'),
    ).toBeVisible();
  });

  test("users: the user's events popup and a real edit", async ({ page }) => {
    const host = itemAt(hosts, 1);
    await openAdmin(
      page,
      session,
      `/users?email=${encodeURIComponent(host.email)}`,
    );
    const row = bodyRows(page, 'Usuários').first();
    await expect(row).toContainText(host.email);

    await row.getByRole('button', { name: /^Eventos do usuário/ }).click();
    const events = page.getByRole('dialog', { name: /^Eventos de/ });
    await expect(events).toContainText(host.title);
    await expect(events).toContainText('Celebre com a gente');
    await events.getByRole('button', { name: 'Fechar' }).click();

    await row.getByRole('button', { name: /^Editar informações/ }).click();
    const form = page.getByRole('dialog', { name: 'Editar informações' });
    await form.getByLabel('Sobrenome', { exact: true }).fill('Editado');
    await form.getByLabel('Telefone', { exact: true }).fill('');
    await form
      .getByLabel('Telefone', { exact: true })
      .pressSequentially('21912345678');
    await expect(form.getByLabel('Telefone', { exact: true })).toHaveValue(
      '(21) 91234-5678',
    );
    await form
      .getByLabel('Status', { exact: true })
      .selectOption({ label: 'Inativo' });
    await form.getByRole('button', { name: 'Salvar' }).click();

    await closeSuccessDialog(page);
    await expect(row).toContainText('Editado');
    await expect(row).toContainText('(21) 91234-5678');
    await expect(row).toContainText('Inativo');

    await page.reload();
    await expect(bodyRows(page, 'Usuários').first()).toContainText('Inativo');
  });

  test('events: filters by link, title, status and dates, 20 per page', async ({
    page,
  }) => {
    await openAdmin(page, session, '/events');
    await openFilters(page);
    await page.getByLabel('Link', { exact: true }).fill(label);
    await page.getByRole('button', { name: 'Filtrar' }).click();

    await expect(page.getByText('Página 1 de 2')).toBeVisible();
    await expect(bodyRows(page, 'Eventos')).toHaveCount(20);
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(bodyRows(page, 'Eventos')).toHaveCount(SEEDED - 20);

    await page
      .getByLabel('Status', { exact: true })
      .selectOption({ label: 'Inativo' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(
      page.getByText('Nenhum dado disponível na tabela'),
    ).toBeVisible();

    await page
      .getByLabel('Status', { exact: true })
      .selectOption({ label: 'Ativo' });
    await page
      .getByLabel('Data inicial', { exact: true })
      .fill(todayInSaoPaulo());
    await page
      .getByLabel('Data final', { exact: true })
      .fill(todayInSaoPaulo());
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText('Página 1 de 2')).toBeVisible();

    await page
      .getByLabel('Tipo de data', { exact: true })
      .selectOption({ label: 'Data do evento' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(
      page.getByText('Nenhum dado disponível na tabela'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Limpar' }).click();
    await page
      .getByLabel('Título', { exact: true })
      .fill(itemAt(hosts, 3).title);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(bodyRows(page, 'Eventos')).toHaveCount(1);
    const row = bodyRows(page, 'Eventos').first();
    await expect(row).toContainText(itemAt(hosts, 3).slug);

    const eventId =
      (await row.locator('td').first().textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Limpar' }).click();
    await page.getByLabel('ID', { exact: true }).fill(eventId);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(bodyRows(page, 'Eventos')).toHaveCount(1);
    await expect(bodyRows(page, 'Eventos').first()).toContainText(
      itemAt(hosts, 3).title,
    );

    await bodyRows(page, 'Eventos')
      .first()
      .getByRole('link', {
        name: `Detalhes do evento ${itemAt(hosts, 3).title}`,
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
    await expect(
      page.getByRole('heading', { name: itemAt(hosts, 3).title, level: 1 }),
    ).toBeVisible();
  });
});
