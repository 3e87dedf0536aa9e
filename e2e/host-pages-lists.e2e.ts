import { expect, type Page, test } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  expectNoAxeViolations,
  type HostAccount,
  openSignedIn,
  registerHost,
} from './support/host-accounts';
import { hostHeader, nodeUrl } from './support/urls';
import { closeAlert, closeSuccessDialog } from './support/success-dialog';

const authHeaders = (host: HostAccount) => ({
  ...hostHeader('users'),
  authorization: `Bearer ${host.token}`,
  'x-user-id': String(host.id),
});

/** A small real JPEG of one colour. */
const photo = (red: number) =>
  sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: { r: red, g: 120, b: 160 },
    },
  })
    .jpeg()
    .toBuffer();

/** Confirms a popup; a click landing while it still opens is lost, so it is clicked until gone. */
async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (await dialog.isVisible())
      await dialog
        .getByRole('button', { name: button })
        .click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('host owner pages: gallery, guests and messages', () => {
  test('the gallery takes 5 photos and refuses the 6th with the quota message', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const host = await registerHost(request, 'e2e-gallery');
    for (let index = 0; index < 4; index += 1) {
      const response = await request.post(
        nodeUrl(`/api/users/event-gallery/${host.eventId}`),
        {
          headers: authHeaders(host),
          multipart: {
            fileType: 'image',
            file: {
              name: `foto-${index}.jpg`,
              mimeType: 'image/jpeg',
              buffer: await photo(index * 40),
            },
          },
        },
      );
      expect(response.ok(), await response.text()).toBe(true);
    }
    const fifth = testInfo.outputPath('quinta.jpg');
    const sixth = testInfo.outputPath('sexta.jpg');
    await writeFile(fifth, await photo(200));
    await writeFile(sixth, await photo(250));
    await openSignedIn(page, host, '/gallery');

    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Galeria de Fotos e Vídeos',
      }),
    ).toBeVisible();
    await expect(page.getByText(/5 fotos e 1 vídeo/)).toBeVisible();
    await expect(page.getByText('4 de 5')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Foto \d$/ })).toHaveCount(4);
    await expectNoAxeViolations(page);

    const chooser = page.getByLabel('Escolher foto ou vídeo');
    await chooser.setInputFiles(sixth);
    await expect(
      page.getByRole('img', { name: 'Prévia: sexta.jpg' }),
    ).toBeVisible();
    await chooser.setInputFiles(fifth);
    await expect(
      page.getByRole('img', { name: 'Prévia: sexta.jpg' }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('img', { name: 'Prévia: quinta.jpg' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Enviar mídia' }).click();
    await closeSuccessDialog(page, 'Mídia salva.');
    await expect(
      page.getByRole('img', { name: 'Prévia: quinta.jpg' }),
    ).toHaveCount(0);
    await expect(page.getByText('5 de 5')).toBeVisible();

    await chooser.setInputFiles(sixth);
    await page.getByRole('button', { name: 'Enviar mídia' }).click();
    await closeAlert(page, 'Erro!', 'Limite de 5 fotos atingido.');
    await expect(
      page.getByRole('img', { name: 'Prévia: sexta.jpg' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(
      page.getByRole('img', { name: 'Prévia: sexta.jpg' }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Excluir foto 1' }).click();
    await confirm(page, 'Excluir mídia?', 'Excluir');
    await closeSuccessDialog(page, 'Mídia removida.');
    await expect(page.getByText('4 de 5')).toBeVisible();
  });

  test('guests: add an invitation, edit, export as CSV and delete', async ({
    page,
    request,
  }) => {
    // Registration and two axe scans: room on a loaded 2-core machine.
    test.setTimeout(90_000);
    const host = await registerHost(request, 'e2e-guests');
    await openSignedIn(page, host, '/confirmations');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Convidados' }),
    ).toBeVisible();
    await expect(
      page.getByText('Nenhum convite na lista ainda.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Novo convite' }).click();
    const form = page.getByRole('dialog', { name: 'Novo convite' });
    await form
      .getByRole('textbox', { name: 'Nome do convite' })
      .fill('Maria Silva');
    await form
      .getByRole('textbox', { name: 'Nome', exact: true })
      .fill('Maria');
    await form.getByRole('textbox', { name: 'Sobrenome' }).fill('Silva');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('maria@');
    const phone = form.getByRole('textbox', { name: 'Telefone (WhatsApp)' });
    await phone.pressSequentially('119876');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('* E-mail inválido')).toBeVisible();
    await expect(form.getByText('* Telefone inválido')).toBeVisible();
    await expectNoAxeViolations(page);

    await form
      .getByRole('textbox', { name: 'E-mail' })
      .fill('maria@example.com');
    await phone.fill('11987654321');
    await expect(phone).toHaveValue('(11) 98765-4321');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page, 'Convite salvo.');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Maria Silva' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Editar: Maria Silva' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar convite' });
    await edit
      .getByRole('textbox', { name: 'Nome do convite' })
      .fill('Maria Souza');
    await edit.getByRole('textbox', { name: 'Sobrenome' }).fill('Souza');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page, 'Convite salvo.');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Maria Souza' }),
    ).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`convidados-${host.slug}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Maria');
    expect(csv).toContain('Souza');

    await page.getByRole('button', { name: 'Excluir: Maria Souza' }).click();
    await confirm(page, 'Excluir convite?', 'Excluir');
    await closeSuccessDialog(page, 'Convite excluído.');
    await expect(
      page.getByText('Nenhum convite na lista ainda.'),
    ).toBeVisible();
  });

  test('messages left on the site are listed and deleted', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-messages');
    const sent = await request.post(
      nodeUrl(`/api/guests/message/${host.eventId}`),
      {
        headers: hostHeader('site'),
        data: {
          firstName: 'Carla',
          lastName: 'Dias',
          email: 'carla@example.com',
          message: 'Felicidades ao casal!',
        },
      },
    );
    expect(sent.ok(), await sent.text()).toBe(true);
    await openSignedIn(page, host, '/messages');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Recados' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Carla Dias' }),
    ).toBeVisible();
    await expect(page.getByText('Felicidades ao casal!')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'carla@example.com' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('button', { name: 'Excluir recado de Carla Dias' })
      .click();
    await confirm(page, 'Excluir recado?', 'Excluir');
    await closeSuccessDialog(page, 'Recado removido com sucesso.');
    await expect(
      page.getByText('Nenhuma mensagem para o evento...'),
    ).toBeVisible();
  });
});
