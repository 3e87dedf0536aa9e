import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import {
  type HostAccount,
  openSignedIn,
  registerHost,
} from './support/host-accounts';
import { closeSuccessDialog } from './support/success-dialog';
import { hostHeader, nodeUrl, siteUrl } from './support/urls';

const authHeaders = (host: HostAccount) => ({
  ...hostHeader('users'),
  authorization: `Bearer ${host.token}`,
  'x-user-id': String(host.id),
});

const cardOf = (page: Page, name: string) =>
  page.getByRole('article').filter({
    has: page.getByRole('heading', { level: 2, name, exact: true }),
  });

test.describe("host — 'Convidados' as invitations", () => {
  test('adds a household, imports a pasted list, sends by WhatsApp, walks the assistant, and edits questions, settings and the door list', async ({
    page,
    request,
    context,
  }) => {
    // Registration, several screens each scanned at two widths: room on a loaded 2-core machine.
    test.setTimeout(240_000);
    // WhatsApp opens in a new tab: answered here, never on the internet.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>WhatsApp</title>',
      }),
    );
    const host = await registerHost(request, 'e2e-convites');
    await openSignedIn(page, host, '/confirmations');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Convidados' }),
    ).toBeVisible();
    await expect(
      page.getByText('Nenhum convite na lista ainda.'),
    ).toBeVisible();

    // A household of two with a child.
    await page.getByRole('button', { name: 'Novo convite' }).click();
    const form = page.getByRole('dialog', { name: 'Novo convite' });
    await form
      .getByRole('textbox', { name: 'Nome do convite' })
      .fill('Família Souza');
    await form
      .getByRole('combobox', { name: 'Grupo' })
      .fill('Família da noiva');
    await form
      .getByRole('textbox', { name: 'Nome', exact: true })
      .fill('Maria');
    await form.getByRole('textbox', { name: 'Sobrenome' }).fill('Souza');
    await form.getByRole('button', { name: 'Adicionar pessoa' }).click();
    await form
      .getByRole('textbox', { name: 'Nome', exact: true })
      .nth(1)
      .fill('Pedro');
    await form.getByRole('textbox', { name: 'Sobrenome' }).nth(1).fill('Souza');
    await form.getByRole('checkbox', { name: 'Criança' }).nth(1).check();
    await form
      .getByRole('spinbutton', { name: 'Acompanhantes permitidos' })
      .fill('1');
    await form
      .getByRole('textbox', { name: 'Telefone (WhatsApp)' })
      .pressSequentially('11987654321');
    await form
      .getByRole('textbox', { name: 'E-mail' })
      .fill('souza@example.com');
    await expectNoAxeViolationsAtBothWidths(page);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page, 'Convite salvo.');

    const souza = cardOf(page, 'Família Souza');
    await expect(souza).toContainText('Família da noiva');
    await expect(souza).toContainText('Pedro Souza');
    await expect(souza).toContainText('criança');
    await expect(souza).toContainText('Não enviado');

    // A pasted contact list: one row is refused, the other imported.
    await page.getByRole('button', { name: 'Importar' }).click();
    const importer = page.getByRole('dialog', { name: 'Importar convidados' });
    await importer.getByText('Colar texto').click();
    await importer
      .getByRole('textbox', { name: 'Lista colada' })
      .fill('Ana Lima, (21) 99876-5432\nBruno Costa, 123');
    await importer.getByRole('button', { name: 'Pré-visualizar' }).click();
    await expect(
      importer.getByText('1 convite, 1 linha com erro'),
    ).toBeVisible();
    await expect(importer.getByText('Telefone inválido.')).toBeVisible();
    const importButton = importer.getByRole('button', {
      name: 'Importar',
      exact: true,
    });
    await expect(importButton).toBeDisabled();
    await expectNoAxeViolationsAtBothWidths(page);
    await importer
      .getByRole('checkbox', { name: 'Importar só as linhas sem erro' })
      .check();
    await importButton.click();
    await closeSuccessDialog(page, '1 convite importado (1 linha ignorada).');
    await expect(cardOf(page, 'Ana Lima')).toBeVisible();

    const counts = page.getByLabel('Resumo da lista');
    await expect(
      counts.getByText('Convites').locator('xpath=..'),
    ).toContainText('2');
    await expectNoAxeViolationsAtBothWidths(page);

    // WhatsApp: the personal link in the message; the invitation is then marked sent.
    const whatsApp = souza.getByRole('link', {
      name: 'Enviar pelo WhatsApp: Família Souza',
    });
    const href = decodeURIComponent(
      (await whatsApp.getAttribute('href')) ?? '',
    );
    expect(href).toMatch(
      /^https:\/\/wa\.me\/5511987654321\?text=Olá, Família Souza!/,
    );
    expect(href).toContain(siteUrl(`/${host.slug}/c/`));
    const opened = context.waitForEvent('page');
    await whatsApp.click();
    await (await opened).close();
    await expect(souza).toContainText('Enviado');

    // Filters and search ask the api.
    await page
      .getByRole('combobox', { name: 'Situação' })
      .selectOption({ label: 'Não enviado' });
    await expect(cardOf(page, 'Família Souza')).toHaveCount(0);
    await expect(cardOf(page, 'Ana Lima')).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Situação' })
      .selectOption({ label: 'Todas' });
    await page
      .getByRole('searchbox', { name: 'Buscar por nome' })
      .fill('souza');
    await expect(cardOf(page, 'Ana Lima')).toHaveCount(0);
    await expect(cardOf(page, 'Família Souza')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar por nome' }).fill('');

    // The assistant walks what is left to send.
    await page.getByRole('button', { name: 'Assistente de envio' }).click();
    const assistant = page.getByRole('dialog', { name: 'Assistente de envio' });
    await expect(assistant.getByText('1 de 1')).toBeVisible();
    await expect(
      assistant.getByRole('heading', { name: 'Ana Lima' }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await assistant.getByRole('button', { name: 'Pular' }).click();
    await expect(
      assistant.getByText('Pronto! Não há mais convites para enviar.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(assistant).toBeHidden();

    // Questions.
    await page.getByRole('link', { name: 'Perguntas' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Perguntas do convite' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Nova pergunta' }).click();
    const question = page.getByRole('dialog', { name: 'Nova pergunta' });
    await question
      .getByRole('textbox', { name: 'Pergunta' })
      .fill('Qual o cardápio?');
    await question
      .getByRole('combobox', { name: 'Tipo de resposta' })
      .selectOption({ label: 'Uma opção' });
    await question
      .getByRole('textbox', { name: 'Opções (uma por linha)' })
      .fill('Carne\nPeixe');
    await question.getByRole('checkbox', { name: 'Obrigatória' }).check();
    await question.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page, 'Pergunta salva.');
    await expect(
      page.getByText('Uma opção · obrigatória · Carne, Peixe'),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    // RSVP settings.
    await page.getByRole('link', { name: /Voltar para os convidados/ }).click();
    await page
      .getByRole('link', { name: 'Configurações da confirmação' })
      .click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Configurações da confirmação',
      }),
    ).toBeVisible();
    await page.getByLabel('Prazo para responder').fill('2099-12-01');
    await page.getByRole('switch', { name: 'Lembretes por e-mail' }).click();
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page, 'Configurações da confirmação salvas.');
    const saved = await request.get(
      nodeUrl(`/api/users/rsvp-settings/${host.eventId}`),
      { headers: authHeaders(host) },
    );
    expect(await saved.json()).toMatchObject({
      deadline: '2099-12-01',
      remindersEnabled: true,
    });

    // The household answers from its personal page; the door list counts them.
    const list = (await (
      await request.get(
        nodeUrl(`/api/users/invitations/${host.eventId}?q=souza`),
        {
          headers: authHeaders(host),
        },
      )
    ).json()) as {
      items: { code: string; members: { id: number }[] }[];
    };
    const household = list.items[0];
    expect(household).toBeDefined();
    const questions = (await (
      await request.get(nodeUrl(`/api/users/rsvp-questions/${host.eventId}`), {
        headers: authHeaders(host),
      })
    ).json()) as { items: { id: number }[] };
    const answer = await request.put(
      nodeUrl(`/api/guests/invitation/${host.slug}/${household?.code}`),
      {
        headers: hostHeader('site'),
        data: {
          members: (household?.members ?? []).map((member) => ({
            id: member.id,
            attending: true,
          })),
          companionNames: ['Rita Alves'],
          answers: questions.items.map((item) => ({
            questionId: item.id,
            values: ['Peixe'],
          })),
        },
      },
    );
    expect(answer.ok(), await answer.text()).toBe(true);

    await page.getByRole('link', { name: /Voltar para os convidados/ }).click();
    await page.getByRole('link', { name: 'Lista da portaria' }).click();
    const door = page.getByRole('table', { name: 'Lista da portaria' });
    await expect(door).toContainText('Família Souza');
    await expect(door).toContainText('Rita Alves (acompanhante)');
    await expect(door).toContainText('Pedro Souza (criança)');
    await expect(door).toContainText('Total: 3 pessoas');
    await expectNoAxeViolationsAtBothWidths(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });
});
