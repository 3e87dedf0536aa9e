import { type GuestData, itemAt } from '@celebra/contracts';
import type { RecordedRequest } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../../testing/render-site';

const EMAIL = 'carla@example.com';
const TOKEN = 'token-da-carla';
const at = '2026-11-20T15:30:00.000Z';

const data: GuestData = {
  email: EMAIL,
  exportedAt: at,
  events: [
    { id: 1, title: 'Ana & Leo' },
    { id: 2, title: 'Chá da Bia' },
  ],
  tables: {
    guests: [
      {
        eventId: 1,
        firstName: 'Carla',
        lastName: 'Dias',
        email: EMAIL,
        phoneNumber: '(11) 91234-5678',
        attending: true,
        companions: 1,
        companionNames: ['Rui'],
        note: 'Chegamos cedo!',
        createdAt: at,
      },
    ],
    guest_responses: [],
    invitations: [],
    rsvp_answers: [],
    guest_messages: [
      {
        eventId: 2,
        firstName: 'Carla',
        lastName: 'Dias',
        email: EMAIL,
        message: 'Felicidades, Bia!',
        createdAt: at,
      },
    ],
    orders: [
      {
        id: 7,
        eventId: 1,
        guestName: 'Carla Dias',
        guestContact: EMAIL,
        guestNote: 'Com carinho',
        status: 'APPROVED',
        chargedAmount: 15000,
        createdAt: at,
        approvedAt: at,
      },
    ],
    order_items: [
      {
        orderId: 7,
        giftName: 'Jantar romântico',
        giftKind: 'fixed',
        quantity: 1,
        shareCount: null,
        unitPrice: 15000,
      },
    ],
    order_pix_charges: [],
    payment_events: [],
    privacy_codes: [],
    privacy_requests: [],
    outbox: [],
  },
};

const session = { success: true, token: TOKEN, expiresAt: at };
const codeAnswer = {
  success: true,
  message:
    'Se houver dados com este e-mail, enviaremos um código de 6 números em instantes. Confira também a caixa de spam.',
};

const routes = {
  'POST /api/guests/privacy/code': { status: 200, body: codeAnswer },
  'POST /api/guests/privacy/session': { status: 200, body: session },
  'GET /api/guests/privacy/data': {
    status: 200,
    body: { success: true, data },
  },
};

/** A saved file's text (jsdom's Blob has no text()). */
const readText = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob ?? new Blob());
  });

const tokenOf = (request: RecordedRequest) =>
  request.headers['X-Guest-Data-Token'];

async function openData(extra: Parameters<typeof renderSite>[1] = {}) {
  const view = renderSite('/meus-dados', { ...routes, ...extra });
  await userEvent.type(await screen.findByLabelText(/^E-mail/), EMAIL);
  await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
  await userEvent.type(await screen.findByLabelText(/^Código/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Ver meus dados' }));
  await screen.findByRole('heading', { name: 'Seus dados' });
  return view;
}

describe("a guest's 'Meus dados' (/meus-dados)", () => {
  it('is its own page, not an event site: it asks for no event', async () => {
    const { api } = renderSite('/meus-dados', routes);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meus dados' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Meus dados · Celebra');
    expect(api.requests.map((request) => request.path)).toEqual([]);
  });

  it('requires a valid e-mail and a 6-digit code, in pt-BR', async () => {
    const { api } = renderSite('/meus-dados', routes);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Enviar código' }),
    );
    expect(await screen.findByText('* E-mail obrigatório')).toBeInTheDocument();

    await userEvent.type(
      screen.getByLabelText(/^E-mail/),
      ' Carla@Example.com ',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviar código' }),
    );
    expect(
      await screen.findByText(
        /Se houver dados com carla@example.com, enviamos um código de 6 números/,
      ),
    ).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({ email: EMAIL });

    await userEvent.type(screen.getByLabelText(/^Código/), '12a');
    await userEvent.click(
      screen.getByRole('button', { name: 'Ver meus dados' }),
    );
    expect(
      await screen.findByText('* Digite os 6 números do código'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it("says the api's message when too many codes were asked", async () => {
    renderSite('/meus-dados', {
      'POST /api/guests/privacy/code': {
        status: 429,
        body: {
          success: false,
          message:
            'Muitos pedidos de código. Aguarde alguns minutos e tente novamente.',
        },
      },
    });
    await userEvent.type(await screen.findByLabelText(/^E-mail/), EMAIL);
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviar código' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitos pedidos de código. Aguarde alguns minutos e tente novamente.',
    );
  });

  it('shows a wrong code on the field, then opens the data with the right one', async () => {
    const wrong =
      'Código incorreto ou vencido. Confira o e-mail mais recente ou peça um novo código.';
    renderSite('/meus-dados', {
      ...routes,
      'POST /api/guests/privacy/session': [
        {
          status: 400,
          body: {
            success: false,
            message: wrong,
            fieldErrors: { code: [wrong] },
          },
        },
        { status: 200, body: session },
      ],
    });
    await userEvent.type(await screen.findByLabelText(/^E-mail/), EMAIL);
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviar código' }),
    );
    const code = await screen.findByLabelText(/^Código/);
    await userEvent.type(code, '654321');
    await userEvent.click(
      screen.getByRole('button', { name: 'Ver meus dados' }),
    );

    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(
      screen.getByRole('button', { name: 'Ver meus dados' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Seus dados' }),
    ).toBeInTheDocument();
  });

  it('shows the answers, messages and gifts of each event, with amounts and dates', async () => {
    const { api } = await openData();

    const events = screen.getByRole('region', {
      name: 'Seus dados por evento',
    });
    const cards = within(events).getAllByRole('article');
    const first = itemAt(cards, 0);
    const second = itemAt(cards, 1);
    expect(
      within(first).getByRole('heading', { name: 'Ana & Leo' }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent('Carla Dias · Vai ao evento');
    expect(first).toHaveTextContent(
      'Telefone: (11) 91234-5678 · 1 acompanhante',
    );
    expect(first).toHaveTextContent('Chegamos cedo!');
    expect(first).toHaveTextContent('1 × Jantar romântico');
    expect(first).toHaveTextContent('Valor pago: R$ 150,00 · Aprovado');
    expect(first).toHaveTextContent('20/11/2026 12:30:00');
    expect(first).toHaveTextContent('Sua mensagem: Com carinho');
    expect(second).toHaveTextContent('Chá da Bia');
    expect(second).toHaveTextContent('Felicidades, Bia!');
    const dataCall = api.requests.find(
      (request) => request.path === '/api/guests/privacy/data',
    );
    expect(dataCall && tokenOf(dataCall)).toBe(TOKEN);
    expect(api.requests[1]?.body).toEqual({ email: EMAIL, code: '123456' });
  });

  it('downloads the JSON and the CSV files with the token', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        saved.push(blob);
        return `blob:meus-dados-${saved.length}`;
      }),
      revokeObjectURL: jest.fn(),
    });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    const { api } = await openData({
      'GET /api/guests/privacy/export.json': { status: 200, body: data },
      'GET /api/guests/privacy/export.csv': {
        status: 200,
        body: 'Dado;Evento;Campo;Valor\r\n',
      },
    });

    await userEvent.click(
      screen.getByRole('button', { name: 'Baixar (JSON)' }),
    );
    await waitFor(() => expect(clicked).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Baixar (CSV)' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    click.mockRestore();

    expect(clicked.map((link) => link.download)).toEqual([
      'meus-dados-celebra.json',
      'meus-dados-celebra.csv',
    ]);
    expect(saved.map((blob) => blob.type)).toEqual([
      'application/json',
      'text/csv;charset=utf-8',
    ]);
    expect(JSON.parse(await readText(saved[0]))).toEqual(data);
    expect(await readText(saved[1])).toBe('Dado;Evento;Campo;Valor\r\n');
    for (const path of [
      '/api/guests/privacy/export.json',
      '/api/guests/privacy/export.csv',
    ]) {
      const call = api.requests.find((request) => request.path === path);
      expect(call && tokenOf(call)).toBe(TOKEN);
    }
  });

  it('corrects the name and phone, starting from the current ones', async () => {
    const corrected = {
      ...data,
      tables: {
        ...data.tables,
        guests: data.tables.guests.map((row) => ({
          ...row,
          firstName: 'Carla Maria',
        })),
      },
    };
    const { api } = await openData({
      'PUT /api/guests/privacy/data': {
        status: 200,
        body: {
          success: true,
          message: 'Seus dados foram corrigidos.',
          data: corrected,
        },
      },
    });
    const form = screen.getByRole('region', {
      name: 'Corrigir nome e telefone',
    });
    const firstName = within(form).getByLabelText(/^Nome/);
    expect(firstName).toHaveValue('Carla');
    expect(within(form).getByLabelText(/^Telefone/)).toHaveValue(
      '(11) 91234-5678',
    );

    await userEvent.clear(firstName);
    await userEvent.click(
      within(form).getByRole('button', { name: 'Salvar correção' }),
    );
    expect(
      await within(form).findByText('* Nome obrigatório'),
    ).toBeInTheDocument();
    await userEvent.type(firstName, 'Carla Maria');
    await userEvent.click(
      within(form).getByRole('button', { name: 'Salvar correção' }),
    );

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Seus dados foram corrigidos.',
    );
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      firstName: 'Carla Maria',
      lastName: 'Dias',
      phoneNumber: '(11) 91234-5678',
    });
    expect(put && tokenOf(put)).toBe(TOKEN);
    expect(
      screen.getByRole('region', { name: 'Seus dados por evento' }),
    ).toHaveTextContent('Carla Maria Dias · Vai ao evento');
  });

  it('erases only after a confirmation that says what is erased and what stays', async () => {
    const erased =
      'Seus dados foram excluídos. Os registros dos presentes ficam guardados pelo prazo legal, sem seu nome e contato.';
    const { api } = await openData({
      'DELETE /api/guests/privacy/data': {
        status: 200,
        body: { success: true, message: erased },
      },
    });
    const open = () =>
      userEvent.click(
        within(
          screen.getByRole('region', { name: 'Excluir meus dados' }),
        ).getByRole('button', { name: 'Excluir meus dados' }),
      );

    await open();
    let dialog = await screen.findByRole('dialog', {
      name: 'Excluir seus dados?',
    });
    expect(dialog).toHaveTextContent(
      'Suas respostas de presença e seus recados serão apagados.',
    );
    expect(dialog).toHaveTextContent(
      'Os registros dos presentes que você deu ficam guardados pelo prazo legal (obrigações fiscais), com o valor, mas com seu nome e contato substituídos.',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(
      false,
    );

    await open();
    dialog = await screen.findByRole('dialog', { name: 'Excluir seus dados?' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Sim, excluir meus dados' }),
    );

    expect(
      await screen.findByRole('heading', {
        name: 'Exclusão concluída',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(erased);
    const erase = api.requests.find((request) => request.method === 'DELETE');
    expect(erase && tokenOf(erase)).toBe(TOKEN);
  });

  it('goes back to the e-mail with the reason when the access has ended', async () => {
    const ended =
      'Seu acesso aos dados terminou. Peça um novo código para continuar.';
    renderSite('/meus-dados', {
      ...routes,
      'GET /api/guests/privacy/data': {
        status: 401,
        body: { success: false, message: ended },
      },
    });
    await userEvent.type(await screen.findByLabelText(/^E-mail/), EMAIL);
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviar código' }),
    );
    await userEvent.type(await screen.findByLabelText(/^Código/), '123456');
    await userEvent.click(
      screen.getByRole('button', { name: 'Ver meus dados' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(ended);
    expect(
      screen.getByRole('button', { name: 'Enviar código' }),
    ).toBeInTheDocument();
  });
});
