import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import {
  type HostAccount,
  openSignedIn,
  registerHost,
} from './support/host-accounts';
import { mailsTo, waitForMailMatch } from './support/mailbox';
import { paidOrder } from './support/money';
import { closeSuccessDialog } from './support/success-dialog';
import { usersUrl } from './support/urls';
import { readZipFile } from './support/zip';

test.use({ viewport: { width: 360, height: 800 } });

/** 'Meus dados', opened from 'Minha conta' as a host would. */
async function openMyData(page: Page, host: HostAccount): Promise<void> {
  await openSignedIn(page, host, '/account');
  await page
    .getByRole('link', { name: 'Baixar meus dados ou encerrar a conta' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Meus dados' }),
  ).toBeVisible();
}

/** 'Encerrar conta', its dialog, and the password asked again. */
async function closeAccount(page: Page, host: HostAccount): Promise<void> {
  await page.getByRole('button', { name: 'Encerrar conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Encerrar sua conta?' });
  await expect(dialog).toContainText('daqui a 7 dias');
  await expect(dialog).toContainText(
    'Os registros de pagamentos e saques ficam guardados',
  );
  await expectNoAxeViolationsAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Sim, encerrar conta' }).click();
  const password = page.getByRole('dialog', { name: 'Confirme sua senha' });
  await password.getByLabel('Senha').fill(host.password);
  await password.getByRole('button', { name: 'Confirmar' }).click();
}

test("'Baixar meus dados': the e-mailed link downloads a ZIP with the account and its event", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const host = await registerHost(request, 'e2e-meus-dados');
  await openMyData(page, host);
  await expectNoAxeViolationsAtBothWidths(page);

  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  await expect(page.getByText('Estamos preparando seu arquivo.')).toBeVisible();
  const link = await waitForMailMatch(
    host.email,
    'Seus dados da Celebra estão prontos',
    /https?:\/\/\S+\/api\/users\/data-export\?token=[A-Za-z0-9_-]{43}/,
    60_000,
  );
  expect(link.startsWith(usersUrl('/api/users/data-export?token='))).toBe(true);

  const downloading = page.waitForEvent('download');
  // The link answers a file: the browser downloads it instead of opening a page.
  await page.goto(link).catch(() => undefined);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^celebra-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/,
  );
  const files = await readZipFile(await download.path());
  const folder = `events/${host.slug}`;
  expect([...files.keys()]).toEqual(
    expect.arrayContaining([
      'README.txt',
      'account.json',
      `${folder}/event.json`,
      `${folder}/guests.csv`,
      `${folder}/gifts.json`,
      `${folder}/payouts.json`,
    ]),
  );
  const account = JSON.parse(files.get('account.json')?.toString() ?? '{}');
  expect(account.users[0].email).toBe(host.email);
  const event = JSON.parse(
    files.get(`${folder}/event.json`)?.toString() ?? '{}',
  );
  expect(event.events[0].title).toBe(host.title);

  await openMyData(page, host);
  await expect(page.getByText('Seu arquivo está pronto!')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
});

test("'Encerrar conta' is refused, with the reason, while an event has a balance", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const host = await registerHost(request, 'e2e-saldo');
  await paidOrder(request, host, 'Convidada Pagante');
  await openMyData(page, host);
  await closeAccount(page, host);
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText(
    'Ainda não é possível encerrar sua conta',
  );
  await expect(refusal).toContainText(
    `O evento "${host.title}" ainda tem saldo disponível.`,
  );
  await expect(
    page.getByRole('region', { name: 'Encerramento da conta' }),
  ).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
});

test('a host without money closes the account, sees the grace banner and cancels', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const host = await registerHost(request, 'e2e-encerrar');
  await openMyData(page, host);
  await closeAccount(page, host);
  await expect(
    page.getByText(
      /^Sua conta será encerrada em \d{2}\/\d{2}\/\d{4}.*Até lá, você pode cancelar\.$/,
    ),
  ).toBeVisible();

  // The banner follows the host to every page.
  await page.goto(usersUrl('/'));
  const banner = page.getByRole('region', { name: 'Encerramento da conta' });
  await expect(banner).toContainText(
    /Sua conta será encerrada em \d{2}\/\d{2}\/\d{4}/,
  );
  await expectNoAxeViolationsAtBothWidths(page);
  await banner.getByRole('button', { name: 'Cancelar encerramento' }).click();
  await closeSuccessDialog(
    page,
    'Pronto! O encerramento foi cancelado e sua conta continua ativa.',
  );
  await expect(banner).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(host.email)).map((mail) => mail.subject))
    .toEqual(
      expect.arrayContaining([
        'Encerramento da sua conta na Celebra',
        'O encerramento da sua conta foi cancelado',
      ]),
    );
});
