import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { openEventPage } from './support/guest-site';
import { type HostAccount, registerHost } from './support/host-accounts';
import { hostHeader, nodeUrl, siteUrl } from './support/urls';

/** A call of the host api as `host` ('Convidados' in the host app). */
async function hostCall<T>(
  request: APIRequestContext,
  host: HostAccount,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(nodeUrl(path), {
    method,
    headers: {
      ...hostHeader('users'),
      authorization: `Bearer ${host.token}`,
      'x-user-id': String(host.id),
    },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

type Invitation = {
  id: number;
  code: string;
  answeredAt: string | null;
  message: string | null;
  members: Array<{
    firstName: string;
    attending: boolean | null;
    companionNames: string[];
  }>;
};

/** The Souza household (two adults and a child, one companion allowed) and a required question. */
async function inviteSouza(request: APIRequestContext, host: HostAccount) {
  const base = `/api/users/invitations/${host.eventId}`;
  const invitation = await hostCall<Invitation>(request, host, 'POST', base, {
    name: 'Família Souza',
    members: [
      { firstName: 'Ana', lastName: 'Souza' },
      { firstName: 'Bruno', lastName: 'Souza' },
      { firstName: 'Clara', lastName: 'Souza', isChild: true },
    ],
    maxCompanions: 1,
  });
  await hostCall(
    request,
    host,
    'POST',
    `/api/users/rsvp-questions/${host.eventId}`,
    {
      label: 'Qual o prato?',
      kind: 'single',
      options: ['Carne', 'Peixe'],
      required: true,
    },
  );
  return invitation;
}

test.use({ viewport: { width: 360, height: 800 } });
// Several scans at both widths on a loaded machine.
test.describe.configure({ timeout: 120_000 });

test('a household answers on its personal page, each person, a companion and the question', async ({
  page,
  request,
}) => {
  const host = await registerHost(request, 'e2e-convite');
  const { id, code } = await inviteSouza(request, host);

  await page.goto(siteUrl(`/${host.slug}/c/${code}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Olá, Família Souza!' }),
  ).toBeFocused();
  await expect(page).toHaveTitle(`Seu convite — ${host.title}`);
  await expectNoAxeViolationsAtBothWidths(page);

  const member = (name: string) => page.getByRole('group', { name });
  await member('Ana Souza').getByText('Vai', { exact: true }).click();
  await member('Bruno Souza').getByText('Não vai').click();
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(member('Clara Souza criança').getByRole('alert')).toHaveText(
    'Diga se cada pessoa vai ou não.',
  );
  await expect(
    page.getByRole('group', { name: /^Qual o prato\?/ }).getByRole('alert'),
  ).toHaveText('* Resposta obrigatória');
  await expectNoAxeViolationsAtBothWidths(page);

  await member('Clara Souza criança').getByText('Vai', { exact: true }).click();
  await page.getByRole('button', { name: 'Adicionar acompanhante' }).click();
  await page
    .getByRole('textbox', { name: 'Acompanhante 1' })
    .fill('Diego Lima');
  await expect(
    page.getByRole('button', { name: 'Adicionar acompanhante' }),
  ).toBeHidden();
  await page.getByText('Peixe').click();
  await page
    .getByLabel('Mensagem para os anfitriões')
    .fill('Estaremos lá com muita alegria!');
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Resposta enviada! Você pode alterá-la até o dia do evento.',
  );
  await expectNoAxeViolationsAtBothWidths(page);

  const { items } = await hostCall<{ items: Invitation[] }>(
    request,
    host,
    'GET',
    `/api/users/invitations/${host.eventId}`,
  );
  const answered = items.find((invitation) => invitation.id === id);
  expect(answered?.answeredAt).not.toBeNull();
  expect(answered?.message).toBe('Estaremos lá com muita alegria!');
  expect(
    answered?.members.map((person) => [person.firstName, person.attending]),
  ).toEqual([
    ['Ana', true],
    ['Bruno', false],
    ['Clara', true],
  ]);
  expect(answered?.members[0]?.companionNames).toEqual(['Diego Lima']);
});

test("a guest finds the invitation by name in 'Confirmação' and opens it", async ({
  page,
  request,
}) => {
  const host = await registerHost(request, 'e2e-encontre');
  await inviteSouza(request, host);

  await openEventPage(page, siteUrl(`/${host.slug}#confirmacao`));
  const search = page.getByRole('form', { name: 'Encontre seu convite' });
  await search
    .getByRole('textbox', { name: 'Nome', exact: true })
    .fill('Beltrano');
  await search.getByRole('textbox', { name: 'Sobrenome' }).fill('Souza');
  await search.getByRole('button', { name: 'Procurar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Não encontramos um convite com esse nome e sobrenome. Confira como está escrito ou fale com os anfitriões.',
  );

  await search
    .getByRole('textbox', { name: 'Nome', exact: true })
    .fill('bruno');
  await search.getByRole('textbox', { name: 'Sobrenome' }).fill('SOUZA');
  await search.getByRole('button', { name: 'Procurar' }).click();
  await expect(
    page.getByText('Encontramos o convite de Ana, Bruno e Clara'),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'CONFIRMAR PRESENÇA' }),
  ).toBeVisible();
  await page
    .getByRole('region', { name: 'Confirmação de Presença' })
    .scrollIntoViewIfNeeded();
  await expectNoAxeViolationsAtBothWidths(page);

  await page.getByRole('link', { name: 'Responder' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Olá, Família Souza!' }),
  ).toBeVisible();
});

test('a gift bought after opening the personal link goes with the invitation, unless anonymous', async ({
  page,
  request,
}) => {
  const host = await registerHost(request, 'e2e-presente-convite');
  const { code } = await inviteSouza(request, host);

  await page.goto(siteUrl(`/${host.slug}/c/${code}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Olá, Família Souza!' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Dar um presente' }).click();
  await page
    .getByRole('button', { name: /^Presentear / })
    .first()
    .click();

  const cart = page.getByRole('dialog', { name: 'Presentes Selecionados' });
  const anonymous = cart.getByRole('checkbox', {
    name: 'Presentear de forma anônima',
  });
  await expect(anonymous).not.toBeChecked();
  await expect(
    cart.getByText('Seu presente ficará ligado ao convite Família Souza'),
  ).toBeVisible();
  await anonymous.scrollIntoViewIfNeeded();
  await expectNoAxeViolationsAtBothWidths(page);

  await anonymous.check();
  await expect(
    cart.getByText('Seu presente ficará ligado ao convite Família Souza'),
  ).toBeHidden();
  await anonymous.uncheck();
  await cart.getByLabel('Seu nome').fill('Ana Souza');
  await cart
    .getByLabel('Seu contato (e-mail ou telefone)')
    .fill('ana@example.com');
  const purchase = page.waitForRequest('**/api/guests/purchase');
  await cart.getByRole('button', { name: 'Ir para o pagamento' }).click();
  expect((await purchase).postDataJSON()).toMatchObject({
    invitationCode: code,
  });
  await expect(page).toHaveURL(new RegExp(`/${host.slug}/pix/`));
});
