import { expectNoAxeViolations } from './support/axe';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { adminUrl, hostHeader, nodeUrl } from './support/urls';
import { closeAlert, closeSuccessDialog } from './support/success-dialog';

/*
 * Back-office catalogue (gifts, services, event types and their form checks): gifts with a real
 * image upload compressed in the browser, event types and categories, services and default
 * service types, and their accessibility.
 */

const admin = { email: 'admin@celebra.dev', password: 'Admin1234' };
const IMAGE_MAX_SIDE = 1920;
/** The api's default MEDIA_MAX_IMAGE_BYTES: a file above it only gets in compressed. */
const API_MAX_IMAGE_BYTES = 10 * 1024 * 1024;

type AdminSession = { token: string; id: string };

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function signInThroughApi(
  request: APIRequestContext,
): Promise<AdminSession> {
  const response = await request.post(nodeUrl('/api/admin/login'), {
    headers: hostHeader('admin'),
    data: admin,
  });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  return { token: body.token, id: String(body.admin.id) };
}

function adminHeaders(session: AdminSession) {
  return {
    ...hostHeader('admin'),
    Authorization: `Bearer ${session.token}`,
    'X-Admin-Id': session.id,
  };
}

async function openSignedIn(page: Page, session: AdminSession, path: string) {
  await page.addInitScript(({ token, id }) => {
    localStorage.setItem('adminToken', token);
    localStorage.setItem('adminId', id);
  }, session);
  await page.goto(adminUrl(path));
}

/** A small PNG for forms that only need some image. */
const smallPng = () =>
  sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: { r: 224, g: 69, b: 123 },
    },
  })
    .png()
    .toBuffer();

/** A 4000 × 3000 JPEG of noise, larger than the api accepts unless the browser shrinks it. */
async function largePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1)
    pixels[index] = (index * 7919 + ((index / 3) | 0) * 104729) % 251;
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 98, chromaSubsampling: '4:4:4' })
    .toBuffer();
  expect(jpeg.length).toBeGreaterThan(API_MAX_IMAGE_BYTES);
  return jpeg;
}

type UploadSpy = Window & { sentImages?: Blob[] };

/** Keeps every `image` the page uploads (Playwright does not expose multipart file bodies). */
async function recordUploadedImages(page: Page) {
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      const image = body instanceof FormData ? body.get('image') : null;
      if (image instanceof Blob) {
        const spy = window as UploadSpy;
        spy.sentImages = [...(spy.sentImages ?? []), image];
      }
      return send.call(this, body);
    };
  });
}

/** Size in bytes and pixels of the last image the page uploaded. */
const lastUploadedImage = (page: Page) =>
  page.evaluate(async () => {
    const image = (window as UploadSpy).sentImages?.at(-1);
    if (!image) return null;
    const bitmap = await createImageBitmap(image);
    return { bytes: image.size, width: bitmap.width, height: bitmap.height };
  });

async function seedEventType(
  request: APIRequestContext,
  session: AdminSession,
  name: string,
) {
  const response = await request.post(nodeUrl('/api/admin/event-types'), {
    headers: adminHeaders(session),
    multipart: {
      name,
      description: `Eventos ${name}`,
      image: {
        name: 'tipo.png',
        mimeType: 'image/png',
        buffer: await smallPng(),
      },
    },
  });
  expect(response.ok()).toBe(true);
  const types = await request.get(nodeUrl('/api/admin/event-types'), {
    headers: adminHeaders(session),
  });
  const { eventTypes } = (await types.json()) as {
    eventTypes: { id: number; name: string }[];
  };
  const created = eventTypes.find((eventType) => eventType.name === name);
  if (!created) throw new Error(`event type ${name} not listed`);
  return created.id;
}

async function seedCategory(
  request: APIRequestContext,
  session: AdminSession,
  eventTypeId: number,
  name: string,
) {
  const response = await request.post(nodeUrl('/api/admin/event-categories'), {
    headers: adminHeaders(session),
    data: { name, description: `Presentes de ${name}`, eventTypeId },
  });
  expect(response.ok()).toBe(true);
}

async function seedService(
  request: APIRequestContext,
  session: AdminSession,
  name: string,
) {
  const response = await request.post(nodeUrl('/api/admin/services'), {
    headers: adminHeaders(session),
    data: {
      name,
      description: 'Semeado pelo teste',
      price: 2990,
      type: 'EXTRA',
      active: true,
      quantity: 1,
    },
  });
  expect(response.ok()).toBe(true);
  const list = await request.get(nodeUrl('/api/admin/services'), {
    headers: adminHeaders(session),
  });
  const { services } = (await list.json()) as {
    services: { id: number; name: string }[];
  };
  const created = services.find((service) => service.name === name);
  if (!created) throw new Error(`service ${name} not listed`);
  return created.id;
}

async function confirmDeletion(page: Page, question: string) {
  const confirm = page.getByRole('dialog', { name: 'Atenção!' });
  await expect(confirm).toContainText(question);
  await confirm.getByRole('button', { name: 'Sim' }).click();
}

async function openGiftCategory(
  page: Page,
  eventType: string,
  category: string,
) {
  const toggle = page.getByRole('button', { name: eventType, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click();
  await page
    .getByRole('tablist', { name: `Categorias de ${eventType}` })
    .getByRole('tab', { name: category })
    .click();
  return page.getByRole('tabpanel', { name: category });
}

const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

test.describe('admin catalogue: gifts', () => {
  test('creates a gift with a large photo compressed in the browser, edits it and deletes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const session = await signInThroughApi(request);
    const eventType = unique('Tipo E2E');
    const category = unique('Categoria E2E');
    const gift = unique('Presente E2E');
    const eventTypeId = await seedEventType(request, session, eventType);
    await seedCategory(request, session, eventTypeId, category);
    const photo = await largePhoto();

    await recordUploadedImages(page);
    await openSignedIn(page, session, '/gifts');
    await page.getByRole('link', { name: 'Novo presente' }).click();
    await expect(page).toHaveURL(adminUrl('/gifts/create'));
    await expect(
      page.getByRole('heading', { name: 'Novo Presente' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeAlert(
      page,
      'Atenção!',
      'Por favor, preencha todos os campos obrigatórios.',
    );
    await expect(page.getByText('* Envie a imagem')).toBeVisible();
    await expect(
      page.getByText('* O preço deve ser maior que zero'),
    ).toBeVisible();

    await page.getByLabel('Imagem').setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect(
      page.getByRole('img', { name: 'Imagem do presente' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await textbox(page, 'Nome').fill(gift);
    await textbox(page, 'Descrição').fill(
      'Enviado pelo teste de ponta a ponta',
    );
    await page
      .getByRole('combobox', { name: 'Categoria' })
      .selectOption({ label: category });
    await textbox(page, 'Preço (R$)').pressSequentially('259,9');
    await expect(textbox(page, 'Preço (R$)')).toHaveValue('259,9');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page);
    const sent = await lastUploadedImage(page);
    expect(sent).not.toBeNull();
    expect(sent?.bytes).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect(sent?.bytes).toBeLessThan(photo.length);
    const sentSide = Math.max(sent?.width ?? 0, sent?.height ?? 0);
    expect(sentSide).toBeGreaterThan(0);
    expect(sentSide).toBeLessThanOrEqual(IMAGE_MAX_SIDE);

    await expect(page).toHaveURL(adminUrl('/gifts'));
    const panel = await openGiftCategory(page, eventType, category);
    const row = panel.getByRole('row', { name: new RegExp(gift) });
    await expect(row).toContainText('R$ 259,90');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);

    await row.getByRole('link', { name: `Editar ${gift}` }).click();
    await expect(
      page.getByRole('heading', { name: 'Atualizar Presente' }),
    ).toBeVisible();
    const stored = page.getByRole('img', { name: `Imagem de ${gift}` });
    const imageUrl = await stored.getAttribute('src');
    expect(imageUrl).toBeTruthy();
    await expect
      .poll(() =>
        stored.evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    const served = await request.get(
      nodeUrl(new URL(imageUrl ?? '', page.url()).pathname),
      { headers: hostHeader('admin') },
    );
    expect(served.ok()).toBe(true);
    expect(served.headers()['content-type']).toMatch(/^image\//);
    const servedSize = await sharp(await served.body()).metadata();
    expect(
      Math.max(servedSize.width ?? 0, servedSize.height ?? 0),
    ).toBeLessThanOrEqual(IMAGE_MAX_SIDE);

    await expect(page.getByRole('combobox', { name: 'Categoria' })).toHaveValue(
      /\d+/,
    );
    await textbox(page, 'Preço (R$)').fill('');
    await textbox(page, 'Preço (R$)').pressSequentially('1234,56');
    await page
      .getByRole('combobox', { name: 'Status' })
      .selectOption({ label: 'Inativo' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page);
    await expect(page).toHaveURL(adminUrl('/gifts'));
    await expect(
      (await openGiftCategory(page, eventType, category)).getByRole('row', {
        name: new RegExp(gift),
      }),
    ).toContainText('R$ 1.234,56');

    await page.getByRole('link', { name: `Editar ${gift}` }).click();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue(
      'false',
    );
    await page.getByRole('button', { name: 'Excluir' }).click();
    await confirmDeletion(page, 'Tem certeza que deseja excluir?');
    await closeSuccessDialog(page);
    await expect(page).toHaveURL(adminUrl('/gifts'));
    const emptied = await openGiftCategory(page, eventType, category);
    await expect(emptied).toContainText('Nenhum dado disponível na tabela');
    await expect(emptied).not.toContainText(gift);

    const cleanup = await request.delete(
      nodeUrl(`/api/admin/event-types/${eventTypeId}`),
      { headers: adminHeaders(session) },
    );
    expect(cleanup.ok()).toBe(true);
  });
});

test.describe('admin catalogue: event types and categories', () => {
  test('creates, edits and deletes an event type and one of its categories', async ({
    page,
    request,
  }) => {
    const session = await signInThroughApi(request);
    const eventType = unique('Festa E2E');
    const renamedType = `${eventType} editada`;
    const category = unique('Comes E2E');
    const renamedCategory = `${category} editada`;

    await openSignedIn(page, session, '/event-types');
    await page.getByRole('button', { name: 'Novo tipo de evento' }).click();
    let modal = page.getByRole('dialog', { name: 'Novo tipo de evento' });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect(modal.getByText('* Imagem obrigatória')).toBeVisible();
    await textbox(modal, 'Nome').fill(eventType);
    await textbox(modal, 'Descrição').fill('Criado pelo teste');
    await modal.getByLabel('Imagem').setInputFiles({
      name: 'festa.png',
      mimeType: 'image/png',
      buffer: await smallPng(),
    });
    await expect(
      modal.getByRole('img', { name: 'Imagem do tipo de evento' }),
    ).toBeVisible();
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page);
    await expect(modal).toBeHidden();
    const typeToggle = page.getByRole('button', {
      name: eventType,
      exact: true,
    });
    await expect(typeToggle).toBeVisible();

    await page.getByRole('button', { name: 'Nova categoria' }).click();
    modal = page.getByRole('dialog', { name: 'Nova categoria' });
    await textbox(modal, 'Nome').fill(`  ${category}  `);
    await textbox(modal, 'Descrição').fill('Salgados e doces');
    await modal
      .getByRole('combobox', { name: 'Tipo de evento' })
      .selectOption({ label: eventType });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page);

    await typeToggle.click();
    const categories = page.getByRole('list', {
      name: `Categorias de ${eventType}`,
    });
    await expect(categories.getByRole('listitem')).toHaveCount(1);
    await expect(categories).toContainText(category);

    await page
      .getByRole('button', { name: `Editar categoria ${category}` })
      .click();
    modal = page.getByRole('dialog', { name: 'Editar categoria' });
    await expect(textbox(modal, 'Nome')).toHaveValue(category);
    await textbox(modal, 'Nome').fill(renamedCategory);
    await modal
      .getByRole('combobox', { name: 'Status' })
      .selectOption({ label: 'Inativo' });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page);
    await expect(categories.getByRole('listitem')).toContainText(
      `${renamedCategory}INATIVO`,
    );

    await page.getByRole('button', { name: `Editar ${eventType}` }).click();
    modal = page.getByRole('dialog', { name: 'Editar tipo de evento' });
    await textbox(modal, 'Nome').fill(renamedType);
    await modal
      .getByRole('combobox', { name: 'Status' })
      .selectOption({ label: 'Inativo' });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page);
    await expect(
      page.getByRole('button', { name: `${renamedType} INATIVO`, exact: true }),
    ).toBeVisible();

    await page
      .getByRole('button', { name: `Excluir categoria ${renamedCategory}` })
      .click();
    await confirmDeletion(page, 'Tem certeza que deseja excluir?');
    await closeSuccessDialog(page);
    await expect(page.getByText(renamedCategory)).toBeHidden();

    await page.getByRole('button', { name: `Excluir ${renamedType}` }).click();
    await confirmDeletion(
      page,
      'Todas as suas categorias também serão removidas.',
    );
    await closeSuccessDialog(page);
    await expect(
      page.getByRole('button', { name: new RegExp(renamedType) }),
    ).toHaveCount(0);
  });

  test('shows why the api refuses to delete an event type that events use', async ({
    page,
    request,
  }) => {
    const session = await signInThroughApi(request);
    await openSignedIn(page, session, '/event-types');

    await page
      .getByRole('button', { name: 'Excluir Casamento', exact: true })
      .click();
    await confirmDeletion(
      page,
      'Todas as suas categorias também serão removidas.',
    );

    await closeAlert(
      page,
      'Erro!',
      'Não é possível remover: existem eventos ligados a este tipo.',
    );
    await expect(
      page.getByRole('button', { name: 'Casamento', exact: true }),
    ).toBeVisible();
  });
});

test.describe('admin catalogue: services', () => {
  test('creates, edits and deletes a service', async ({ page, request }) => {
    const session = await signInThroughApi(request);
    const service = unique('Serviço E2E');

    await openSignedIn(page, session, '/services');
    await page.getByRole('link', { name: 'Novo serviço' }).click();
    await expect(page).toHaveURL(adminUrl('/services/add'));
    await expect(
      page.getByRole('heading', { name: 'Novo Serviço' }),
    ).toBeVisible();

    const quantity = textbox(page, 'Quantidade');
    await expect(quantity).toHaveValue('0');
    await page.getByRole('button', { name: 'Diminuir quantidade' }).click();
    await expect(quantity).toHaveValue('0');
    await quantity.fill('abc');
    await expect(quantity).toHaveValue('0');
    await quantity.fill('-2');
    await expect(page.getByText('Valor inválido')).toBeVisible();
    await quantity.fill('3');
    await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expect(quantity).toHaveValue('4');

    await textbox(page, 'Nome').fill(service);
    await textbox(page, 'Descrição').fill('Quatro páginas a mais');
    await textbox(page, 'Preço (R$)').pressSequentially('1499,90');
    await expect(textbox(page, 'Preço (R$)')).toHaveValue('1499,90');
    await page
      .getByRole('combobox', { name: 'Tipo' })
      .selectOption({ label: 'Página' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page);
    await expect(page).toHaveURL(adminUrl('/services'));

    const row = page
      .getByRole('table', { name: 'Serviços', exact: true })
      .getByRole('row', { name: new RegExp(service) });
    await expect(row).toContainText(`${service}PáginaR$ 1.499,904Ativo`);

    await row.getByRole('link', { name: `Editar ${service}` }).click();
    await expect(
      page.getByRole('heading', { name: 'Atualizar Serviço' }),
    ).toBeVisible();
    await expect(textbox(page, 'Nome')).toHaveValue(service);
    await page.getByRole('button', { name: 'Diminuir quantidade' }).click();
    await page
      .getByRole('combobox', { name: 'Status' })
      .selectOption({ label: 'Inativo' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page);
    await expect(row).toContainText(`${service}PáginaR$ 1.499,903Inativo`);

    await row.getByRole('link', { name: `Editar ${service}` }).click();
    await page.getByRole('button', { name: 'Excluir' }).click();
    await confirmDeletion(page, 'Tem certeza que deseja excluir?');
    await closeSuccessDialog(page);
    await expect(page).toHaveURL(adminUrl('/services'));
    await expect(page.getByText(service)).toHaveCount(0);
  });

  test('edits a default service type and puts it back', async ({
    page,
    request,
  }) => {
    const session = await signInThroughApi(request);
    await openSignedIn(page, session, '/services');

    const defaults = page.getByRole('table', { name: 'Serviços padrão' });
    const firstEdit = defaults.getByRole('link', { name: /^Editar / }).first();
    const original = (
      (await firstEdit.getAttribute('aria-label')) ?? ''
    ).replace(/^Editar /, '');
    await firstEdit.click();
    await expect(page).toHaveURL(/\/service-types\/\d+$/);
    await expect(
      page.getByRole('heading', { name: 'Atualizar Serviço Padrão' }),
    ).toBeVisible();
    await expect(textbox(page, 'Nome')).toHaveValue(original);

    const renamed = `${original} (E2E)`;
    await textbox(page, 'Nome').fill(renamed);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page);
    await expect(page).toHaveURL(adminUrl('/services'));
    await expect(defaults).toContainText(renamed);

    await defaults.getByRole('link', { name: `Editar ${renamed}` }).click();
    await textbox(page, 'Nome').fill(original);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeSuccessDialog(page);
    await expect(
      defaults.getByRole('link', { name: `Editar ${original}` }),
    ).toBeVisible();
  });
});

test.describe('admin catalogue: accessibility', () => {
  test('the gift list and gift forms have no serious or critical axe violation', async ({
    page,
    request,
  }) => {
    const session = await signInThroughApi(request);
    await openSignedIn(page, session, '/gifts');
    await expect(page.getByRole('tablist').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Novo presente' }).click();
    await expect(
      page.getByRole('heading', { name: 'Novo Presente' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await closeAlert(page, 'Atenção!');
    await expect(page.getByText('* Envie a imagem')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(adminUrl('/gifts'));
    await page
      .getByRole('link', { name: /^Editar / })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { name: 'Atualizar Presente' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the event types list and its modals have no serious or critical axe violation', async ({
    page,
    request,
  }) => {
    const session = await signInThroughApi(request);
    await openSignedIn(page, session, '/event-types');
    await page.getByRole('button', { name: 'Casamento', exact: true }).click();
    await expect(
      page.getByRole('list', { name: 'Categorias de Casamento' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Editar Casamento' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Editar tipo de evento' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Fechar' }).click();

    await page.getByRole('button', { name: 'Nova categoria' }).click();
    const modal = page.getByRole('dialog', { name: 'Nova categoria' });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect(modal.getByText('* Campo obrigatório').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the services list and service forms have no serious or critical axe violation', async ({
    page,
    request,
  }) => {
    const session = await signInThroughApi(request);
    const service = unique('Serviço A11y');
    const serviceId = await seedService(request, session, service);

    await openSignedIn(page, session, '/services');
    await expect(
      page.getByRole('table', { name: 'Serviços padrão' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(adminUrl('/services/add'));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('* Campo obrigatório').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(adminUrl(`/services/${serviceId}`));
    await expect(textbox(page, 'Nome')).toHaveValue(service);
    await expectNoAxeViolations(page);

    await page.goto(adminUrl('/services'));
    await page
      .getByRole('table', { name: 'Serviços padrão' })
      .getByRole('link', { name: /^Editar / })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { name: 'Atualizar Serviço Padrão' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const cleanup = await request.delete(
      nodeUrl(`/api/admin/services/${serviceId}`),
      { headers: adminHeaders(session) },
    );
    expect(cleanup.ok()).toBe(true);
  });
});
