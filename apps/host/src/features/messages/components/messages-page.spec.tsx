import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { MessagesPage } from './messages-page';

const base = {
  email: null,
  phone: null,
  createdAt: '2026-05-10T18:04:05.000Z',
  thankedAt: null,
};

const recado = {
  ...base,
  kind: 'message',
  source: 'message',
  id: 31,
  senderName: 'Carla Dias',
  email: 'carla@example.com',
  message: 'Felicidades!\nCom carinho.',
};

const gift = {
  ...base,
  kind: 'gift',
  source: 'order',
  id: 7,
  senderName: 'Bruno Reis',
  phone: '+5511987654321',
  message: 'Aproveitem a viagem!',
  gifts: ['1 × Jantar romântico', 'Lua de mel (2 de 10 cotas)'],
  amount: 45_000,
  createdAt: '2026-05-11T18:04:05.000Z',
};

const declined = {
  ...base,
  kind: 'rsvp',
  source: 'guest',
  id: 12,
  senderName: 'Maria Silva',
  email: 'maria@example.com',
  phone: '(21) 99876-5432',
  message: 'Infelizmente não poderei ir.',
  attending: false,
  createdAt: '2026-05-12T18:04:05.000Z',
};

const list = (messages: object[], total = messages.length) => ({
  status: 200,
  body: { success: true, messages, total },
});

const LIST = 'GET /api/users/messages/3';

/** The `?kind=` and `?page=` of each list call. */
const listCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === '/api/users/messages/3')
    .map((url) => ({
      kind: url.searchParams.get('kind'),
      page: url.searchParams.get('page'),
    }));

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('MessagesPage', () => {
  it('pages the messages 20 at a time', async () => {
    const api = installFakeApi({
      [LIST]: [
        list([recado], 41),
        list([{ ...recado, id: 32, senderName: 'Bia Dias' }], 41),
      ],
    });
    renderSignedIn(<MessagesPage />);

    expect(
      await screen.findByRole('heading', { name: 'Carla Dias' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));

    expect(
      await screen.findByRole('heading', { name: 'Bia Dias' }),
    ).toBeInTheDocument();
    expect(listCalls(api.fetchMock).map((call) => call.page)).toEqual([
      '1',
      '3',
    ]);
  });

  it('shows recados, gift notes and attendance messages, each with its sender and what it came with', async () => {
    installFakeApi({
      [LIST]: list([
        declined,
        { ...gift, thankedAt: '2026-05-13T12:00:00.000Z' },
        recado,
      ]),
    });
    renderSignedIn(<MessagesPage />);

    const card = async (name: string) =>
      within(
        (await screen.findByRole('heading', { name })).closest(
          'section',
        ) as HTMLElement,
      );
    const carla = await card('Carla Dias');
    expect(carla.getByText('Recado')).toBeInTheDocument();
    expect(carla.getByText('10/05/2026 15:04:05')).toBeInTheDocument();
    expect(
      carla.getByRole('link', { name: 'carla@example.com' }),
    ).toHaveAttribute('href', 'mailto:carla@example.com');
    expect(carla.getByText(/Felicidades!/)).toHaveTextContent(
      'Felicidades! Com carinho.',
    );

    const bruno = await card('Bruno Reis');
    expect(bruno.getByText('Presente')).toBeInTheDocument();
    expect(bruno.getByText('1 × Jantar romântico')).toBeInTheDocument();
    expect(bruno.getByText('Lua de mel (2 de 10 cotas)')).toBeInTheDocument();
    expect(bruno.getByText('Valor recebido:').parentElement).toHaveTextContent(
      'Valor recebido: R$ 450,00',
    );
    expect(bruno.getByText(/\(11\) 98765-4321/)).toBeInTheDocument();
    expect(
      bruno.queryByRole('button', { name: /Excluir/ }),
    ).not.toBeInTheDocument();
    expect(bruno.getByText('Agradecido em 13/05/2026')).toBeInTheDocument();
    expect(
      bruno.getByRole('button', { name: /^Agradecimento enviado/ }),
    ).toHaveAttribute('aria-pressed', 'true');

    const maria = await card('Maria Silva');
    expect(maria.getByText('Presença')).toBeInTheDocument();
    expect(maria.getByText('Não poderá ir')).toBeInTheDocument();
    expect(maria.getByText('Infelizmente não poderei ir.')).toBeInTheDocument();
  });

  it("says 'Nenhuma mensagem para o evento...' without messages", async () => {
    installFakeApi({ [LIST]: list([]) });
    renderSignedIn(<MessagesPage />);

    expect(
      await screen.findByText('Nenhuma mensagem para o evento...'),
    ).toBeInTheDocument();
  });

  it("filters by kind ('Presentes', 'Presença', 'Recados'), from the first page", async () => {
    const api = installFakeApi({ [LIST]: list([recado], 41) });
    renderSignedIn(<MessagesPage />);
    await screen.findByRole('heading', { name: 'Carla Dias' });
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(listCalls(api.fetchMock)).toHaveLength(2));

    await userEvent.click(screen.getByRole('radio', { name: 'Presentes' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Presença' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Recados' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Todos' }));

    await waitFor(() =>
      expect(listCalls(api.fetchMock)).toEqual([
        { kind: null, page: '1' },
        { kind: null, page: '2' },
        { kind: 'gift', page: '1' },
        { kind: 'rsvp', page: '1' },
        { kind: 'message', page: '1' },
        { kind: null, page: '1' },
      ]),
    );
    expect(screen.getByRole('radio', { name: 'Todos' })).toBeChecked();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
  });

  it('gives each thanks mark a name that says whose it is', async () => {
    installFakeApi({ [LIST]: list([declined, gift, recado]) });
    renderSignedIn(<MessagesPage />);
    await screen.findByRole('heading', { name: 'Carla Dias' });

    const names = screen
      .getAllByRole('button', { name: /^Agradecimento enviado/ })
      .map((button) => button.textContent);
    expect(names).toEqual([
      '○Agradecimento enviado — resposta de presença de Maria Silva',
      '○Agradecimento enviado — presente de Bruno Reis: 1 × Jantar romântico, Lua de mel (2 de 10 cotas)',
      '○Agradecimento enviado — recado de Carla Dias',
    ]);
    expect(new Set(names).size).toBe(3);
  });

  it('opens WhatsApp with the phone as 55DDNNNNNNNNN and the thanks typed in, and marks it thanked', async () => {
    const api = installFakeApi({
      [LIST]: list([gift, declined]),
      'PUT /api/users/messages/3/order/7/thanked': {
        status: 200,
        body: {
          success: true,
          message: 'Agradecimento atualizado.',
          thankedAt: '2026-05-13T10:00:00.000Z',
        },
      },
    });
    renderSignedIn(<MessagesPage />);

    const bruno = await screen.findByRole('link', {
      name: 'Agradecer pelo WhatsApp: Bruno Reis',
    });
    const url = new URL(bruno.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5511987654321');
    expect(url.searchParams.get('text')).toBe(
      'Olá, Bruno!\n\nMuito obrigado pelo presente e pelas palavras tão carinhosas. Ficamos muito felizes!\n\nUm abraço,\nAna',
    );
    const maria = screen.getByRole('link', {
      name: 'Agradecer pelo WhatsApp: Maria Silva',
    });
    expect(maria.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/5521998765432\?text=Ol%C3%A1%2C%20Maria!/,
    );
    expect(
      screen.queryByRole('link', { name: /WhatsApp: Carla/ }),
    ).not.toBeInTheDocument();

    bruno.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(bruno);
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.method === 'PUT'),
      ).toEqual([
        expect.objectContaining({
          path: '/api/users/messages/3/order/7/thanked',
          body: { thanked: true },
        }),
      ]),
    );
  });

  it('e-mails the thanks the couple edited and says it was sent', async () => {
    const api = installFakeApi({
      [LIST]: list([recado]),
      'POST /api/users/messages/3/message/31/thanks-email': {
        status: 200,
        body: {
          success: true,
          message: 'Agradecimento enviado por e-mail.',
          thankedAt: '2026-05-13T10:00:00.000Z',
        },
      },
    });
    renderSignedIn(<MessagesPage />);

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Agradecer por e-mail: Carla Dias',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Agradecer por e-mail',
    });
    const text = within(dialog).getByLabelText('Mensagem de agradecimento');
    expect(text).toHaveValue(
      'Olá, Carla!\n\nMuito obrigado pelo seu recado. Ficamos muito felizes com o carinho!\n\nUm abraço,\nAna',
    );
    await userEvent.clear(text);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Enviar agradecimento' }),
    );
    expect(
      await within(dialog).findByText('Escreva o agradecimento.'),
    ).toBeInTheDocument();
    await userEvent.type(text, 'Obrigada, Carla!');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Enviar agradecimento' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Agradecimento enviado por e-mail.');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ body: { text: 'Obrigada, Carla!' } }),
    ]);
  });

  it("deletes a recado after confirmation: 'Recado removido com sucesso.'", async () => {
    const api = installFakeApi({
      [LIST]: [list([recado]), list([])],
      'DELETE /api/users/messages/3/31': {
        status: 200,
        body: { success: true, message: 'Recado removido com sucesso.' },
      },
    });
    renderSignedIn(<MessagesPage />);

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Excluir recado de Carla Dias',
      }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Excluir recado?',
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Excluir' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Recado removido com sucesso.');
    expect(
      await screen.findByText('Nenhuma mensagem para o evento...'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it("shows 'Erro ao buscar recados.' when the messages cannot be loaded", async () => {
    installFakeApi({ [LIST]: { status: 400, body: { success: false } } });
    renderSignedIn(<MessagesPage />);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao buscar recados.');
  });
});
