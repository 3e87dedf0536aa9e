import { expect, test } from '@playwright/test';
import { adminSignIn, openAdmin } from './support/admin-session';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { registerHost } from './support/host-accounts';
import { hostBalances, paidOrder } from './support/money';
import { hostHeader, nodeUrl } from './support/urls';
import { closeSuccessDialog } from './support/success-dialog';

/*
 * The pages of one event in the back office (messages, guests, gifts
 * received, services), on data a guest left through the public site's api.
 */

const brl = (cents: number) =>
  `R$\u00a0${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(cents / 100)}`;

test.describe('admin event pages', () => {
  test('messages, guests, gifts received and services of an event', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const host = await registerHost(request, 'e2e-pages');
    const site = { headers: hostHeader('site') };
    const message = await request.post(
      nodeUrl(`/api/guests/message/${host.eventId}`),
      {
        ...site,
        data: {
          firstName: 'Bia',
          lastName: 'Souza',
          email: 'bia@example.com',
          message: 'Muitas felicidades!',
        },
      },
    );
    expect(message.ok(), await message.text()).toBe(true);
    const confirmation = await request.post(
      nodeUrl(`/api/guests/confirmation/${host.eventId}`),
      {
        ...site,
        data: {
          firstName: 'Caio',
          lastName: 'Reis',
          email: 'caio@example.com',
          phoneNumber: '(11) 91234-5678',
        },
      },
    );
    expect(confirmation.ok(), await confirmation.text()).toBe(true);
    await paidOrder(
      request,
      host,
      'Convidada Rita',
      'Felicidades!\nCom carinho, Rita',
    );
    const balances = await hostBalances(request, host);
    const session = await adminSignIn(request);

    // Messages: shown, then deleted after confirmation.
    await openAdmin(page, session, `/events/${host.eventId}/messages`);
    await expect(
      page.getByRole('heading', { name: 'Bia Souza' }),
    ).toBeVisible();
    await expect(page.getByText('Muitas felicidades!')).toBeVisible();
    await page
      .getByRole('button', { name: 'Excluir recado de Bia Souza' })
      .click();
    await page
      .getByRole('dialog', { name: 'Atenção!' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await closeSuccessDialog(page);
    await expect(
      page.getByText('Nenhuma mensagem para o evento...'),
    ).toBeVisible();

    // Guests: the confirmed guest, then one created, edited and deleted in the modal.
    await page.goto(page.url().replace('/messages', '/guests'));
    const guests = page.getByRole('table', { name: 'Convidados confirmados' });
    await expect(
      guests.locator('tbody tr').filter({ hasText: 'caio@example.com' }),
    ).toContainText('Caio Reis');
    await page.getByRole('button', { name: 'Novo convidado' }).click();
    const create = page.getByRole('dialog', { name: 'Novo convidado' });
    await create.getByRole('button', { name: 'Salvar' }).click();
    await expect(create.getByText('* Nome obrigatório')).toBeVisible();
    await create.getByLabel('Nome', { exact: true }).fill('Duda');
    await create.getByLabel('Sobrenome', { exact: true }).fill('Lins');
    await create.getByLabel('E-mail', { exact: true }).fill('duda@example.com');
    await create
      .getByLabel('Telefone', { exact: true })
      .pressSequentially('21998765432');
    await create.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page);
    const duda = guests
      .locator('tbody tr')
      .filter({ hasText: 'duda@example.com' });
    await expect(duda).toContainText('(21) 99876-5432');

    await duda
      .getByRole('button', { name: 'Editar convidado Duda Lins' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Editar convidado' });
    await edit.getByLabel('Sobrenome', { exact: true }).fill('Lins Alves');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page, 'Convidado atualizado com sucesso.');
    await expect(duda).toContainText('Duda Lins Alves');

    await duda
      .getByRole('button', { name: 'Editar convidado Duda Lins Alves' })
      .click();
    await page
      .getByRole('dialog', { name: 'Editar convidado' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await page
      .getByRole('dialog', { name: 'Atenção!' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await closeSuccessDialog(page);
    await expect(duda).toHaveCount(0);

    // Gifts received: the four balances and the paid order with the guest's contact and note.
    await page.goto(page.url().replace('/guests', '/gifts-received'));
    const received = page
      .getByRole('heading', { name: 'Total recebido' })
      .locator('xpath=..');
    await expect(received.locator('xpath=..')).toContainText(
      brl(balances.totalReceived),
    );
    const order = page
      .getByRole('heading', { name: 'Convidada Rita' })
      .locator('xpath=../..');
    await expect(order).toContainText('Aprovado');
    await expect(order).toContainText(/Valor fixo · R\$\s[\d.]+,\d{2}/);
    await expect(order).toContainText('Contato:convidado@example.com');
    await expect(order).toContainText('Recado:Felicidades!');
    await expect(order).toContainText('Com carinho, Rita');
    await expectNoAxeViolationsAtBothWidths(page);

    // Services: the free packages every event has, editable as service types.
    await page.goto(page.url().replace('/gifts-received', '/services'));
    const defaults = page.getByRole('table', {
      name: 'Serviços padrão disponíveis',
    });
    await expect(defaults.locator('tbody tr').first()).toBeVisible();
    await expect(defaults.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/service-types\/\d+$/,
    );
    await expect(
      page
        .getByRole('table', { name: 'Serviços contratados' })
        .getByText('Nenhum dado disponível na tabela'),
    ).toBeVisible();
  });
});
