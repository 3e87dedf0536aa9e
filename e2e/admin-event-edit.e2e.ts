import { expect, test } from '@playwright/test';
import { adminSignIn, openAdmin } from './support/admin-session';
import { registerHost } from './support/host-accounts';
import { siteUrl } from './support/urls';
import { closeAlert, closeSuccessDialog } from './support/success-dialog';

/* Event detail and edit in the back office, and the event save checks, seen on the public site. */

test.describe('admin event edit', () => {
  test('an edit made in the back office shows on the public site', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-edit');
    const session = await adminSignIn(request);
    await openAdmin(page, session, `/events/${host.eventId}`);

    await expect(
      page.getByRole('heading', { name: host.title, level: 1 }),
    ).toBeVisible();
    const title = page.getByLabel(/^Título( \*)?$/);
    await expect(title).toBeDisabled();
    await expect(page.getByLabel('Status', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Editar' }).click();
    await expect(title).toBeEnabled();
    const newTitle = `Casamento editado ${host.slug.slice(-5)}`;
    const newSlug = `${host.slug}-novo`;
    await title.fill(newTitle);
    const slug = page.getByLabel(/^Link do evento/);
    await slug.fill('');
    await slug.pressSequentially(`${host.slug}-NOVO`);
    await expect(slug).toHaveValue(newSlug);
    await page.getByRole('radio', { name: 'Azul', exact: true }).click();
    await page.getByLabel(/^Data do evento/).fill('2031-10-11');
    await page.getByLabel(/^Horário de início/).fill('16:00');
    await page.getByLabel(/^Horário de término/).fill('23:00');
    await page
      .getByLabel('Tipo do evento')
      .selectOption({ label: 'Presencial' });
    await page.getByLabel(/^Local do evento/).fill('Espaço Jardim');
    await page
      .getByLabel(/^Endereço completo/)
      .fill('Rua das Flores, 100 - São Paulo');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await closeSuccessDialog(page, 'Evento atualizado com sucesso!');
    await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(title).toBeDisabled();
    await expect(title).toHaveValue(newTitle);
    await expect(
      page.getByRole('radio', { name: 'Azul', exact: true }),
    ).toHaveAttribute('aria-checked', 'true');

    await page.goto(siteUrl(`/${newSlug}`));
    await expect(page.getByRole('heading', { name: newTitle })).toBeVisible();
    await expect(page.getByText('Espaço Jardim').first()).toBeVisible();
  });

  test('a virtual event needs its transmission before it can be saved', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-virtual');
    const session = await adminSignIn(request);
    await openAdmin(page, session, `/events/${host.eventId}`);

    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel(/^Data do evento/).fill('2031-10-11');
    await page.getByLabel(/^Horário de início/).fill('20:00');
    await page.getByLabel(/^Horário de término/).fill('21:00');
    await page.getByLabel('Tipo do evento').selectOption({ label: 'Virtual' });
    await page.getByRole('button', { name: 'Salvar' }).click();

    await closeAlert(
      page,
      'Atenção!',
      'Por favor, preencha todos os campos obrigatórios.',
    );
    await expect(page.getByLabel(/^Transmissão/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByLabel(/^Link da transmissão/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByLabel(/^Transmissão/).fill('YouTube');
    await page
      .getByLabel(/^Link da transmissão/)
      .fill('https://youtube.com/live/celebra');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('dialog', { name: 'Sucesso!' })).toContainText(
      'Evento atualizado com sucesso!',
    );
  });
});
