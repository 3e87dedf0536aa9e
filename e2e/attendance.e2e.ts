import { expect, type Locator, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { openEventPage } from './support/guest-site';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
} from './support/axe';
import {
  openSignedIn,
  registerHost,
  uniqueLabel,
} from './support/host-accounts';
import { hostHeader, nodeUrl, siteUrl } from './support/urls';
import { closeSuccessDialog } from './support/success-dialog';

type Answer = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
};

async function openAttendanceForm(page: Page, slug: string): Promise<Locator> {
  await openEventPage(page, siteUrl(`/${slug}`));
  await page.getByRole('button', { name: 'CONFIRMAR PRESENÇA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme sua presença' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillContact(dialog: Locator, answer: Answer): Promise<void> {
  await dialog
    .getByRole('textbox', { name: 'Nome', exact: true })
    .fill(answer.firstName);
  await dialog.getByLabel('Sobrenome').fill(answer.lastName);
  await dialog.getByLabel('E-mail').fill(answer.email);
  await dialog.getByLabel('Telefone').fill(answer.phone);
  await dialog.getByLabel('Mensagem (opcional)').fill(answer.message);
}

const headcount = (page: Page, term: string) =>
  page
    .getByLabel('Resumo da lista')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('a guest declines, another comes with named companions: the host sees the headcount and the messages', async ({
  page,
  request,
}) => {
  // Two visits of the site and the host's page, each checked with axe.
  test.setTimeout(120_000);
  const host = await registerHost(request, 'e2e-attendance');
  const bruno: Answer = {
    firstName: 'Bruno',
    lastName: 'Costa',
    email: `${uniqueLabel('bruno')}@example.com`,
    phone: '11987654321',
    message: 'Estarei viajando, felicidades!',
  };
  const carla: Answer = {
    firstName: 'Carla',
    lastName: 'Prado',
    email: `${uniqueLabel('carla')}@example.com`,
    phone: '21998765432',
    message: 'Até lá!',
  };

  // Bruno cannot come.
  let dialog = await openAttendanceForm(page, host.slug);
  await fillContact(dialog, bruno);
  await dialog.getByRole('radio', { name: 'Não poderei ir' }).check();
  await expect(dialog.getByLabel('Acompanhantes')).toBeHidden();
  await expectNoAxeViolationsAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
  await closeSuccessDialog(page, 'Resposta registrada. Obrigado por avisar!');

  // Carla comes with two companions, one name each.
  dialog = await openAttendanceForm(page, host.slug);
  await fillContact(dialog, carla);
  await expect(dialog.getByRole('radio', { name: 'Vou' })).toBeChecked();
  await dialog.getByLabel('Acompanhantes').fill('2');
  await dialog.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(
    dialog.getByText('* Nome do acompanhante obrigatório'),
  ).toHaveCount(2);
  await expectNoAxeViolationsAtBothWidths(page);
  await dialog.getByLabel('Nome do acompanhante 1').fill('Ana Prado');
  await dialog.getByLabel('Nome do acompanhante 2').fill('Leo Prado');
  await dialog.getByRole('button', { name: 'Confirmar presença' }).click();
  await closeSuccessDialog(page, 'Presença confirmada.');

  // Someone else answers with Carla's e-mail: it changes nothing until the host decides.
  const impostor = await request.post(
    nodeUrl(`/api/guests/confirmation/${host.eventId}`),
    {
      headers: hostHeader('site'),
      data: {
        firstName: 'Outra',
        lastName: 'Pessoa',
        email: carla.email.toUpperCase(),
        phoneNumber: '(31) 90000-0000',
        attending: false,
      },
    },
  );
  expect(impostor.ok(), await impostor.text()).toBe(true);

  await openSignedIn(page, host, '/confirmations');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Convidados' }),
  ).toBeVisible();
  // Both answered from the open form: each is an invitation of their own, to review.
  await expect(headcount(page, 'Vão')).toHaveText('3');
  await expect(headcount(page, 'Não vão')).toHaveText('1');
  await expect(headcount(page, 'A revisar')).toHaveText('2');

  const card = (name: string) =>
    page.getByRole('article').filter({
      has: page.getByRole('heading', { level: 2, name, exact: true }),
    });
  const brunoCard = card('Bruno Costa');
  await expect(brunoCard).toContainText('Não vai');
  await expect(brunoCard).toContainText(bruno.message);
  const carlaCard = card('Carla Prado');
  await expect(carlaCard).toContainText('Vai');
  await expect(carlaCard).toContainText('Acompanhantes: Ana Prado, Leo Prado');
  await expect(carlaCard).toContainText('Até lá!');

  const review = page.getByRole('region', {
    name: 'Resposta a revisar de Carla Prado',
  });
  await expect(review).toContainText('Outra Pessoa');
  await expect(review).toContainText('Não vai');
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  expect(csv).toContain(
    'Presença;Acompanhantes;Nomes dos acompanhantes;Mensagem',
  );
  expect(csv).toContain(';Não vai;0;;Estarei viajando, felicidades!;');
  expect(csv).toContain(';Vai;2;Ana Prado, Leo Prado;Até lá!;');

  await review
    .getByRole('button', {
      name: 'Descartar a resposta enviada para Carla Prado',
    })
    .click();
  await page
    .getByRole('dialog', { name: 'Descartar resposta?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await closeSuccessDialog(page, 'Resposta descartada.');
  await expect(review).toBeHidden();
  await expect(headcount(page, 'Vão')).toHaveText('3');
  await expect(carlaCard).toContainText('Acompanhantes: Ana Prado, Leo Prado');
});
