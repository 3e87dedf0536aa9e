import { itemAt } from '@celebra/contracts';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { GiftsPage } from './gifts-page';

const catalogueGift = {
  kind: 'fixed',
  suggestedAmounts: [],
  shares: null,
  own: false,
};
const gifts = [
  {
    id: 1,
    name: 'Jogo de panelas',
    price: 45990,
    imageUrl: '/media/panelas.webp',
    ...catalogueGift,
  },
  {
    id: 2,
    name: 'Jantar romântico',
    price: 25000,
    imageUrl: null,
    ...catalogueGift,
  },
];

const suggestion = {
  id: 9,
  title: 'Aula de dança',
  description: 'Para a valsa',
  createdAt: '2026-05-01T12:00:00.000Z',
};

const listAnswer = (list: object[] = gifts, suggestions = [suggestion]) => ({
  status: 200,
  body: {
    success: true,
    message: 'ok',
    gifts: list,
    giftSuggestions: suggestions,
    freeAmountLimits: { min: 1000, max: 5_000_000 },
  },
});

const catalogue = {
  status: 200,
  body: {
    success: true,
    categoryId: 5,
    categories: [
      { id: 5, name: 'Cozinha' },
      { id: 6, name: 'Viagem' },
    ],
    gifts: [
      {
        id: 1,
        name: 'Jogo de panelas',
        price: 45990,
        imageUrl: null,
        onList: true,
      },
      {
        id: 3,
        name: 'Liquidificador',
        price: 19900,
        imageUrl: null,
        onList: false,
      },
      { id: 4, name: 'Cafeteira', price: 29900, imageUrl: null, onList: false },
    ],
  },
};

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

/** A gift of R$ 200,00 in 20 shares, 17 of them held by a pending Pix until `heldUntil`. */
const heldGift = (heldUntil: string) => ({
  id: 7,
  name: 'Lua de mel',
  price: 20000,
  imageUrl: null,
  kind: 'shares',
  suggestedAmounts: [],
  shares: {
    count: 20,
    remaining: 3,
    paid: 0,
    complete: false,
    held: 17,
    heldUntil,
  },
  own: true,
});

const freedGift = {
  ...heldGift(''),
  shares: {
    count: 20,
    remaining: 20,
    paid: 0,
    complete: false,
    held: 0,
    heldUntil: null,
  },
};

/** Only Date is faked: the page's timers and the fake api stay real. */
function setClock(at: string) {
  jest.useFakeTimers({
    now: new Date(at),
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

describe('GiftsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the shares held by pending payments and, in São Paulo time, when they are freed', async () => {
    // 13:00 in São Paulo; the Pix expires at 14:30.
    setClock('2026-11-29T16:00:00Z');
    installFakeApi({
      'GET /api/users/gifts/3': listAnswer([
        heldGift('2026-11-29T17:30:00.000Z'),
      ]),
    });
    renderSignedIn(<GiftsPage />);

    const card = (
      await screen.findByRole('heading', { name: 'Lua de mel' })
    ).closest('article') as HTMLElement;
    expect(within(card).getByText('3 de 20 cotas disponíveis')).toBeVisible();
    expect(
      within(card).getByText(
        '17 cotas reservadas até 14:30, aguardando pagamento',
      ),
    ).toBeVisible();
  });

  it('reads the list again when a hold ends, so the freed shares show without a reload', async () => {
    const api = installFakeApi({
      'GET /api/users/gifts/3': [
        listAnswer([heldGift(new Date(Date.now() + 200).toISOString())]),
        listAnswer([freedGift]),
      ],
    });
    renderSignedIn(<GiftsPage />);

    expect(
      await screen.findByText(/17 cotas reservadas até/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('20 de 20 cotas disponíveis', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/cotas reservadas/)).not.toBeInTheDocument();
    expect(
      api.requests.filter(
        (request) =>
          request.method === 'GET' && request.path === '/api/users/gifts/3',
      ),
    ).toHaveLength(2);
  });

  it('shows each gift with its picture, name and price in reais, and the suggestions', async () => {
    installFakeApi({ 'GET /api/users/gifts/3': listAnswer() });
    renderSignedIn(<GiftsPage />);

    const card = (
      await screen.findByRole('heading', { name: 'Jogo de panelas' })
    ).closest('article') as HTMLElement;
    expect(card.textContent).toContain('R$\u00a0459,90');
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      '/media/panelas.webp',
    );
    expect(screen.getByText('R$ 250,00')).toBeInTheDocument();
    expect(screen.getByText('Aula de dança')).toBeInTheDocument();
    expect(screen.getByText('Para a valsa')).toBeInTheDocument();
  });

  it.each([
    [
      'the couple pays the fee',
      false,
      [
        'Você recebe R$ 237,50',
        'Você recebe R$ 95,00 por cota',
        'Você recebe 95% de cada valor',
      ],
    ],
    [
      'the guest pays the fee',
      true,
      [
        'Você recebe R$ 250,00',
        'Você recebe R$ 100,00 por cota',
        'Você recebe o valor integral',
      ],
    ],
  ])(
    'says under each price what the couple receives when %s',
    async (_, guestPaysFee, lines) => {
      const own = { suggestedAmounts: [], own: true, imageUrl: null };
      installFakeApi({
        'GET /api/users/gifts/3': listAnswer([
          itemAt(gifts, 1),
          {
            ...own,
            id: 7,
            name: 'Lua de mel',
            price: 100_000,
            kind: 'shares',
            shares: {
              count: 10,
              remaining: 10,
              paid: 0,
              complete: false,
              held: 0,
              heldUntil: null,
            },
          },
          {
            ...own,
            id: 8,
            name: 'Casa nova',
            price: 0,
            kind: 'free',
            shares: null,
          },
        ]),
        'GET /api/users/events/3/money-terms': {
          status: 200,
          body: {
            success: true,
            platformFeeBps: 500,
            guestPaysFee,
            payoutBusinessDays: 2,
          },
        },
      });
      renderSignedIn(<GiftsPage />);

      for (const [name, line] of [
        ['Jantar romântico', itemAt(lines, 0)],
        ['Lua de mel', itemAt(lines, 1)],
        ['Casa nova', itemAt(lines, 2)],
      ] as const) {
        const card = (await screen.findByRole('heading', { name })).closest(
          'article',
        ) as HTMLElement;
        expect(await within(card).findByText(line)).toBeInTheDocument();
      }
    },
  );

  it('lets the keyboard reach and scroll the catalogue when every gift is already on the list', async () => {
    installFakeApi({
      'GET /api/users/gifts/3': listAnswer(),
      'GET /api/users/gifts/3/catalogue': {
        ...catalogue,
        body: {
          ...catalogue.body,
          gifts: catalogue.body.gifts.map((gift) => ({
            ...gift,
            onList: true,
          })),
        },
      },
    });
    renderSignedIn(<GiftsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Adicionar presentes' }),
    );
    const picker = await screen.findByRole('dialog', {
      name: 'Adicionar presentes',
    });
    const list = await within(picker).findByRole('group', {
      name: 'Presentes do catálogo',
    });
    for (const checkbox of within(list).getAllByRole('checkbox'))
      expect(checkbox).toBeDisabled();
    list.focus();
    expect(list).toHaveFocus();
  });

  it("removes a gift after confirmation: 'Presente removido com sucesso.'", async () => {
    const api = installFakeApi({
      'GET /api/users/gifts/3': [listAnswer(), listAnswer([itemAt(gifts, 1)])],
      'DELETE /api/users/gifts/3/1': {
        status: 200,
        body: {
          success: true,
          message: 'Presente removido com sucesso.',
          gifts: [gifts[1]],
        },
      },
    });
    renderSignedIn(<GiftsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Remover Jogo de panelas' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Remover presente?',
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Remover' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Presente removido com sucesso.');
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Jogo de panelas' }),
      ).toBeNull(),
    );
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('keeps the gift when the removal is cancelled', async () => {
    const api = installFakeApi({ 'GET /api/users/gifts/3': listAnswer() });
    renderSignedIn(<GiftsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Remover Jogo de panelas' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Remover presente?',
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Cancelar' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it("shows 'Erro ao remover presente.' when the removal fails without a message", async () => {
    installFakeApi({
      'GET /api/users/gifts/3': listAnswer(),
      'DELETE /api/users/gifts/3/1': { status: 400, body: { success: false } },
    });
    renderSignedIn(<GiftsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Remover Jogo de panelas' }),
    );
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Remover presente?' }),
      ).getByRole('button', { name: 'Remover' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao remover presente.');
  });

  it('adds several catalogue gifts chosen in the picker', async () => {
    const api = installFakeApi({
      'GET /api/users/gifts/3': listAnswer(),
      'GET /api/users/gifts/3/catalogue': catalogue,
      'POST /api/users/gifts/3': {
        status: 200,
        body: { success: true, message: 'Presentes adicionados.', gifts },
      },
    });
    renderSignedIn(<GiftsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Adicionar presentes' }),
    );
    const picker = await screen.findByRole('dialog', {
      name: 'Adicionar presentes',
    });
    const onList = await within(picker).findByRole('checkbox', {
      name: /Jogo de panelas/,
    });
    expect(onList).toBeChecked();
    expect(onList).toBeDisabled();
    expect(
      within(picker).getByRole('combobox', { name: 'Categoria' }),
    ).toHaveValue('5');
    await userEvent.click(
      within(picker).getByRole('checkbox', { name: /Liquidificador/ }),
    );
    await userEvent.click(
      within(picker).getByRole('checkbox', { name: /Cafeteira/ }),
    );
    expect(
      within(picker).getByText('2 presentes selecionados'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(picker).getByRole('button', { name: 'Adicionar à lista' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Presentes adicionados.');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      giftIds: [3, 4],
    });
  });

  it("shows the picker's pictures as 48 px thumbnails beside the names, never the dialog's width", async () => {
    installFakeApi({
      'GET /api/users/gifts/3': listAnswer(),
      'GET /api/users/gifts/3/catalogue': {
        ...catalogue,
        body: {
          ...catalogue.body,
          gifts: [
            {
              ...catalogue.body.gifts[1],
              imageUrl: '/media/liquidificador.webp',
            },
            catalogue.body.gifts[2],
          ],
        },
      },
    });
    renderSignedIn(<GiftsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Adicionar presentes' }),
    );
    const picker = await screen.findByRole('dialog', {
      name: 'Adicionar presentes',
    });
    const rows = await within(picker).findAllByRole('checkbox');
    expect(rows).toHaveLength(2);
    for (const checkbox of rows) {
      const picture = checkbox.nextElementSibling as HTMLElement;
      expect(picture.className.split(' ')).toEqual(
        expect.arrayContaining(['size-12', 'shrink-0']),
      );
      expect(picture.className).not.toMatch(/\bw-full\b/);
    }
    expect(rows[0]?.nextElementSibling?.tagName).toBe('IMG');
  });

  it("asks for a suggestion's title: 'Preencha o título!'", async () => {
    const api = installFakeApi({ 'GET /api/users/gifts/3': listAnswer() });
    renderSignedIn(<GiftsPage />);

    const form = await screen.findByRole('form', {
      name: 'Nova sugestão de presente',
    });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Descrição' }),
      'Algo',
    );
    await userEvent.click(
      within(form).getByRole('button', { name: 'Salvar sugestão' }),
    );

    expect(
      await within(form).findByText('Preencha o título!'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("saves a suggestion without a description: 'Sugestão criada.'", async () => {
    const created = {
      ...suggestion,
      id: 10,
      title: 'Vinho do Porto',
      description: '',
    };
    const api = installFakeApi({
      'GET /api/users/gifts/3': [
        listAnswer(),
        listAnswer(gifts, [created, suggestion]),
      ],
      'POST /api/users/gifts/suggestion/3': {
        status: 200,
        body: {
          success: true,
          message: 'Sugestão criada.',
          giftSuggestions: [created, suggestion],
        },
      },
    });
    renderSignedIn(<GiftsPage />);

    const form = await screen.findByRole('form', {
      name: 'Nova sugestão de presente',
    });
    const title = within(form).getByRole('textbox', { name: 'Título' });
    await userEvent.type(title, 'Vinho do Porto');
    await userEvent.click(
      within(form).getByRole('button', { name: 'Salvar sugestão' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Sugestão criada.');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Vinho do Porto',
      description: '',
    });
    expect(title).toHaveValue('');
    expect(await screen.findByText('Vinho do Porto')).toBeInTheDocument();
  });

  it("shows 'Erro ao salvar sugestão.' when the suggestion cannot be saved", async () => {
    installFakeApi({
      'GET /api/users/gifts/3': listAnswer(),
      'POST /api/users/gifts/suggestion/3': {
        status: 400,
        body: { success: false },
      },
    });
    renderSignedIn(<GiftsPage />);

    const form = await screen.findByRole('form', {
      name: 'Nova sugestão de presente',
    });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Título' }),
      'Vinho',
    );
    await userEvent.click(
      within(form).getByRole('button', { name: 'Salvar sugestão' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao salvar sugestão.');
  });

  it("shows 'Erro ao recuperar lista de presentes.' when the list cannot be loaded", async () => {
    installFakeApi({
      'GET /api/users/gifts/3': { status: 400, body: { success: false } },
    });
    renderSignedIn(<GiftsPage />);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao recuperar lista de presentes.');
  });
});
