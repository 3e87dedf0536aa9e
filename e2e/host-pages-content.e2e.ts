import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  saveScreenshot,
} from './support/axe';
import {
  type HostAccount,
  openSignedIn,
  registerHost,
} from './support/host-accounts';
import { pracaDaSe } from './support/lookup-stand-in';
import { hostHeader, nodeUrl, siteUrl } from './support/urls';
import { closeAlert, closeSuccessDialog } from './support/success-dialog';

const authHeaders = (host: HostAccount) => ({
  ...hostHeader('users'),
  authorization: `Bearer ${host.token}`,
  'x-user-id': String(host.id),
});

/** Buys the turbo service of `type` and pays it on the local checkout ('Pagar'). */
async function contractService(
  request: APIRequestContext,
  host: HostAccount,
  type: 'PAGE' | 'PASSWORD',
): Promise<void> {
  const listed = await request.get(
    nodeUrl(`/api/users/events/${host.eventId}/services`),
    { headers: authHeaders(host) },
  );
  const { services } = (await listed.json()) as {
    services: { turbo: { id: number; type: string }[] };
  };
  const service = services.turbo.find((turbo) => turbo.type === type);
  expect(service, `a ${type} service on sale`).toBeDefined();
  const purchase = await request.post(nodeUrl('/api/users/services/purchase'), {
    headers: authHeaders(host),
    data: { serviceId: service?.id, eventId: host.eventId },
  });
  expect(purchase.ok(), await purchase.text()).toBe(true);
  const { paymentLink } = (await purchase.json()) as { paymentLink: string };
  const paid = await request.post(
    nodeUrl(`${new URL(paymentLink).pathname}/pay`),
    { headers: hostHeader('site'), form: {} },
  );
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** The OpenStreetMap embed is answered locally: tests never reach the real map. */
async function stubOpenStreetMap(page: Page): Promise<void> {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><head><title>Mapa</title></head><body><p>Mapa</p></body></html>',
    }),
  );
}

/**
 * Each gift of the 'Adicionar presentes' picker shows a small thumbnail (at most 64 px on
 * either side) and its name across the row, on one or two lines (never one letter per line).
 */
async function expectPickerLaidOut(picker: Locator): Promise<void> {
  const items = picker.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const boxes = await items.evaluateAll((elements) =>
    elements.map((item) => {
      const label = item.querySelector('label') as HTMLElement;
      const picture = label.querySelector(
        ':scope > img, :scope > [aria-hidden="true"]',
      ) as HTMLElement;
      const name = label.querySelector(':scope > span > span') as HTMLElement;
      const pictureBox = picture.getBoundingClientRect();
      const nameBox = name.getBoundingClientRect();
      return {
        name: name.textContent ?? '',
        picture: { width: pictureBox.width, height: pictureBox.height },
        nameWidth: nameBox.width,
        nameLines: Math.round(
          nameBox.height / parseFloat(getComputedStyle(name).lineHeight),
        ),
      };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.picture.width, box.name).toBeGreaterThan(0);
    expect(box.picture.width, box.name).toBeLessThanOrEqual(64);
    expect(box.picture.height, box.name).toBeLessThanOrEqual(64);
    expect(box.nameWidth, box.name).toBeGreaterThan(80);
    expect(box.nameLines, box.name).toBeLessThanOrEqual(2);
  }
}

test.describe('host owner pages: content', () => {
  test('new texts and colour of Cores e Textos show on the public site', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-custom');
    await openSignedIn(page, host, '/custom');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Cores e Textos' }),
    ).toBeVisible();
    const title = page.getByRole('textbox', { name: 'Título', exact: true });
    await expect(title).toHaveValue(host.title);
    await expectNoAxeViolations(page);

    const newTitle = `Casamento ${host.slug}`;
    await title.fill(newTitle);
    await page
      .getByRole('textbox', { name: 'Título da introdução' })
      .fill('Bem-vindos à nossa festa');
    await page
      .getByRole('textbox', { name: 'Introdução', exact: true })
      .fill('Estamos muito felizes.\nVenha celebrar!');
    await page.getByRole('radio', { name: 'Azul', exact: true }).click();
    await expect(
      page.getByRole('complementary', { name: 'Prévia' }).getByText(newTitle),
    ).toHaveCSS('color', 'rgb(29, 78, 216)');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page, 'Informações atualizadas.');

    await page.goto(siteUrl(`/${host.slug}`));
    await expect(
      page.getByRole('heading', { level: 1, name: newTitle }),
    ).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement)
            .getPropertyValue('--event-color')
            .trim()
            .toLowerCase(),
        ),
      )
      .toBe('#1d4ed8');
  });

  test("'Cores e Textos' refuses empty texts with 'Verifique os campos.'", async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-custom-empty');
    await openSignedIn(page, host, '/custom');

    await page.getByRole('textbox', { name: 'Subtítulo' }).fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect(page.getByRole('dialog', { name: 'Erro!' })).toContainText(
      'Verifique os campos.',
    );
    await expect(page.getByText('* Campo obrigatório').first()).toBeVisible();
  });

  test('event info: the CEP fills the address, the map shows the place, and the details are saved', async ({
    page,
    request,
  }) => {
    // Several axe passes, some at two widths: over 30 s on a slow, loaded machine.
    test.setTimeout(90_000);
    await stubOpenStreetMap(page);
    const host = await registerHost(request, 'e2e-info');
    await openSignedIn(page, host, '/info');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Informações do Evento' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('* Campo Data é obrigatório')).toBeVisible();
    await expect(page.getByText('* Campo CEP é obrigatório')).toBeVisible();

    await page.getByRole('textbox', { name: 'CEP' }).fill('01001000');
    await expect(page.getByRole('textbox', { name: 'CEP' })).toHaveValue(
      pracaDaSe.cep,
    );
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect(page.getByRole('textbox', { name: 'Endereço' })).toHaveValue(
      pracaDaSe.fullAddress,
    );

    await page.getByRole('button', { name: 'Localizar no mapa' }).click();
    const map = page.getByTitle('Mapa do local do evento');
    await expect(map).toHaveAttribute('src', new RegExp(pracaDaSe.marker));
    await expect(map).toHaveAttribute('height', '350');
    await expect(
      page.getByRole('link', { name: '© OpenStreetMap contributors' }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await page.getByLabel('Data').fill('2026-10-12');
    await page.getByLabel('Horário de Início').fill('16:00');
    await page.getByLabel('Horário de Término').fill('23:00');
    await page
      .getByRole('textbox', { name: 'Local do Evento' })
      .fill('Catedral da Sé');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page, 'Informações atualizadas.');

    await expect(page.getByText('12/10/2026')).toBeVisible();
    await expect(page.getByText(pracaDaSe.fullAddress)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Editar Local do Evento' }).click();
    const editor = page.getByRole('form', { name: 'Editar Local do Evento' });
    await editor.getByRole('textbox', { name: 'Local do Evento' }).fill('');
    await editor.getByRole('button', { name: 'Salvar' }).click();
    await expect(editor.getByText('* Campo obrigatório')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByText('Catedral da Sé')).toBeVisible();
    await expect(page.getByTitle('Mapa do local do evento')).toHaveAttribute(
      'src',
      new RegExp(pracaDaSe.marker),
    );
  });

  test('settings: a blank link is refused, the choices are saved', async ({
    page,
    request,
  }) => {
    // Several axe passes, some at two widths: over 30 s on a slow, loaded machine.
    test.setTimeout(90_000);
    const host = await registerHost(request, 'e2e-settings');
    await openSignedIn(page, host, '/settings');

    const link = page.getByRole('textbox', { name: 'Link do evento' });
    await expect(link).toHaveValue(host.slug);
    await expectNoAxeViolationsAtBothWidths(page);
    await link.fill(' ');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await closeAlert(page, 'Atenção!', 'O link do evento não pode ser vazio.');

    await link.fill(host.slug);
    await expect(
      page.getByText('contrate o serviço Senha', { exact: false }),
    ).toBeVisible();
    const messagesSwitch = page.getByRole('switch', {
      name: 'Receber recados',
    });
    await messagesSwitch.click();
    await expect(messagesSwitch).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('radio', { name: /O convidado paga a taxa/ }).check();
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await closeSuccessDialog(
      page,
      'Configurações do evento salvas com sucesso.',
    );

    await page.reload();
    await expect(
      page.getByRole('switch', { name: 'Receber recados' }),
    ).toHaveAttribute('aria-checked', 'false');
    await expect(
      page.getByRole('radio', { name: /O convidado paga a taxa/ }),
    ).toBeChecked();
  });

  test('gift list and custom pages open without serious axe violations', async ({
    page,
    request,
  }) => {
    // Several axe passes, some at two widths: over 30 s on a slow, loaded machine.
    test.setTimeout(90_000);
    const host = await registerHost(request, 'e2e-gifts');
    await openSignedIn(page, host, '/gifts');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Lista de Presentes' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remover / })).toHaveCount(
      4,
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Adicionar presentes' }).click();
    const picker = page.getByRole('dialog', { name: 'Adicionar presentes' });
    const free = picker.getByRole('checkbox', { disabled: false }).first();
    await free.check();
    for (const viewport of [
      { width: 360, height: 800 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await saveScreenshot(page, viewport.width);
      await expectPickerLaidOut(picker);
      await expectNoAxeViolations(page);
    }
    await picker.getByRole('button', { name: 'Adicionar à lista' }).click();
    await closeSuccessDialog(page, 'Presentes adicionados.');
    await expect(page.getByRole('button', { name: /^Remover / })).toHaveCount(
      5,
    );

    const suggestion = page.getByRole('form', {
      name: 'Nova sugestão de presente',
    });
    await suggestion.getByRole('button', { name: 'Salvar sugestão' }).click();
    await expect(suggestion.getByText('Preencha o título!')).toBeVisible();
    await suggestion
      .getByRole('textbox', { name: 'Título' })
      .fill('Aula de dança');
    await suggestion.getByRole('button', { name: 'Salvar sugestão' }).click();
    await closeSuccessDialog(page, 'Sugestão criada.');
    await expect(page.getByText('Aula de dança')).toBeVisible();

    await page.goto(page.url().replace('/gifts', '/custom-pages'));
    await expect(
      page.getByRole('heading', { name: 'Crie páginas extras no seu site' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Ver Pacote de Serviços' }),
    ).toHaveAttribute('href', '/service-package');
    await expectNoAxeViolations(page);
  });

  test('custom pages: with the Página service the host creates a page that the public site lists', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-pages');
    await contractService(request, host, 'PAGE');
    await openSignedIn(page, host, '/custom-pages');

    await expect(page.getByText('0 de 3 páginas usadas')).toBeVisible();
    await page.getByRole('button', { name: 'Nova página' }).click();
    const form = page.getByRole('dialog', { name: 'Nova página' });
    await form
      .getByRole('textbox', { name: 'Título da página' })
      .fill('Hospedagem');
    await form
      .getByRole('textbox', { name: 'Conteúdo' })
      .fill('Hotéis perto da festa:\nHotel Central');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page, 'Página criada.');
    await expect(page.getByText('1 de 3 páginas usadas')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Hospedagem' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const site = await request.get(nodeUrl(`/api/guests/event/${host.slug}`), {
      headers: hostHeader('site'),
    });
    const { event } = (await site.json()) as {
      event: { customPages: { title: string }[] };
    };
    expect(event.customPages.map((custom) => custom.title)).toEqual([
      'Hospedagem',
    ]);
  });

  test('settings: with the Senha service the host protects the site with a password', async ({
    page,
    request,
  }) => {
    const host = await registerHost(request, 'e2e-password');
    await contractService(request, host, 'PASSWORD');
    await openSignedIn(page, host, '/settings');

    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('12345');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await closeAlert(
      page,
      'Atenção!',
      'A senha deve ter pelo menos 6 caracteres.',
    );

    await password.fill('segredo1');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await closeSuccessDialog(
      page,
      'Configurações do evento salvas com sucesso.',
    );
    await expect(
      page.getByText('Seu site está protegido', { exact: false }),
    ).toBeVisible();
    const locked = await request.get(
      nodeUrl(`/api/guests/event/${host.slug}`),
      {
        headers: hostHeader('site'),
      },
    );
    expect(locked.status()).toBe(401);

    await page.getByRole('checkbox', { name: 'Remover senha do site' }).check();
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await closeSuccessDialog(
      page,
      'Configurações do evento salvas com sucesso.',
    );
    const open = await request.get(nodeUrl(`/api/guests/event/${host.slug}`), {
      headers: hostHeader('site'),
    });
    expect(open.status()).toBe(200);
  });
});
