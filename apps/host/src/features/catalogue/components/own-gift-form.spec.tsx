import { ApiError, callRoute } from '@celebra/api-client';
import {
  catalogueRoutes,
  hostTexts,
  messages,
  type RouteContract,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { GiftsPage } from './gifts-page';

jest.mock('@celebra/api-client', () => {
  const actual = jest.requireActual<typeof import('@celebra/api-client')>(
    '@celebra/api-client',
  );
  return { ...actual, callRoute: jest.fn(actual.callRoute) };
});

const g = messages.giftKinds;
const { callRoute: realCallRoute } = jest.requireActual<
  typeof import('@celebra/api-client')
>('@celebra/api-client');
const { createOwnGift: createRoute, updateOwnGift: updateRoute } =
  catalogueRoutes;
/** The own gift's save (multipart, over XMLHttpRequest): answered here; every other call goes to the fake api. */
const save = jest.fn();
const isSave = (route: RouteContract) =>
  route === createRoute || route === updateRoute;

const freeGift = {
  id: 21,
  name: 'Ajuda para a casa',
  price: 0,
  imageUrl: null,
  kind: 'free',
  suggestedAmounts: [5000, 10000],
  shares: null,
  own: true,
};

/** R$ 1.000,00 in 10 shares of R$ 100,00: 5 paid, 2 held by pending orders. */
const sharedGift = {
  id: 22,
  name: 'Lua de mel',
  price: 100000,
  imageUrl: null,
  kind: 'shares',
  suggestedAmounts: [],
  shares: {
    count: 10,
    remaining: 3,
    paid: 5,
    complete: false,
    held: 2,
    heldUntil: '2026-11-29T17:30:00.000Z',
  },
  own: true,
};

const listAnswer = (gifts: object[] = [sharedGift]) => ({
  status: 200,
  body: {
    success: true,
    message: 'ok',
    gifts,
    giftSuggestions: [],
    freeAmountLimits: { min: 1000, max: 5_000_000 },
  },
});

const created = (gifts: object[]) =>
  save.mockResolvedValue({
    success: true,
    message: 'Presente criado.',
    gifts,
  });

const user = () => userEvent.setup({ delay: null });

async function openNewGiftForm(actor: ReturnType<typeof user>) {
  await actor.click(
    await screen.findByRole('button', { name: 'Criar valor livre ou cotas' }),
  );
  return screen.findByRole('form', { name: 'Novo presente' });
}

/** Names a free-value gift, types its suggestions (digits) and saves it. */
async function saveFreeGift(
  actor: ReturnType<typeof user>,
  form: HTMLElement,
  name: string,
  suggestions: string[],
) {
  await actor.type(
    within(form).getByRole('textbox', { name: /Nome do presente/ }),
    name,
  );
  for (const [index, typed] of suggestions.entries())
    await actor.type(
      within(form).getByRole('textbox', { name: `Sugestão ${index + 1} (R$)` }),
      typed,
    );
  await actor.click(
    within(form).getByRole('button', { name: 'Salvar presente' }),
  );
}

beforeEach(() => {
  localStorage.clear();
  save.mockReset();
  jest
    .mocked(callRoute)
    .mockReset()
    .mockImplementation(((
      route: RouteContract,
      input: never,
      client?: never,
    ) =>
      isSave(route)
        ? save(input)
        : realCallRoute(route, input, client)) as typeof callRoute);
});
afterEach(closeAlerts);

describe("the host's own gift form", () => {
  it('creates a free-value gift with its suggested amounts', async () => {
    installFakeApi({
      'GET /api/users/gifts/3': [listAnswer([]), listAnswer([freeGift])],
    });
    created([freeGift]);
    renderSignedIn(<GiftsPage />);
    const actor = user();

    const form = await openNewGiftForm(actor);
    expect(
      within(form).getByRole('radio', { name: /Valor livre/ }),
    ).toBeChecked();
    await saveFreeGift(actor, form, 'Ajuda para a casa', ['50', '100']);

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Presente criado.');
    expect(callRoute).toHaveBeenCalledWith(createRoute, {
      params: { eventId: 3 },
      body: {
        name: 'Ajuda para a casa',
        kind: 'free',
        suggestedAmounts: [5000, 10000],
        image: null,
      },
    });
    await closeAlerts();
    expect(
      await screen.findByRole('heading', { name: 'Ajuda para a casa' }),
    ).toBeInTheDocument();
  }, 30_000);

  it('creates a gift in shares once its price divides evenly, showing the share price', async () => {
    const fridge = {
      ...sharedGift,
      id: 30,
      name: 'Geladeira',
      price: 400_000,
      shares: {
        count: 8,
        remaining: 8,
        paid: 0,
        complete: false,
        held: 0,
        heldUntil: null,
      },
    };
    installFakeApi({
      'GET /api/users/gifts/3': [listAnswer([]), listAnswer([fridge])],
    });
    created([fridge]);
    renderSignedIn(<GiftsPage />);
    const actor = user();

    const form = await openNewGiftForm(actor);
    await actor.click(within(form).getByRole('radio', { name: /Em cotas/ }));
    await actor.type(
      within(form).getByRole('textbox', { name: /Nome do presente/ }),
      'Geladeira',
    );
    const total = within(form).getByRole('textbox', {
      name: /Valor total \(R\$\)/,
    });
    await actor.type(total, '4000,01');
    const shares = within(form).getByRole('spinbutton', {
      name: /Número de cotas/,
    });
    await actor.type(shares, '8');
    await actor.click(
      within(form).getByRole('button', { name: 'Salvar presente' }),
    );
    expect(await within(form).findByText(g.sharesUneven(8))).toBeVisible();
    expect(save).not.toHaveBeenCalled();

    await actor.clear(total);
    await actor.type(total, '4000');
    expect(within(form).getByRole('status')).toHaveTextContent(
      '8 cotas de R$ 500,00',
    );
    await actor.click(
      within(form).getByRole('button', { name: 'Salvar presente' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Presente criado.');
    expect(callRoute).toHaveBeenCalledWith(createRoute, {
      params: { eventId: 3 },
      body: {
        name: 'Geladeira',
        kind: 'shares',
        price: 400_000,
        shareCount: 8,
        image: null,
      },
    });
  }, 30_000);

  it('refuses a share below the least free amount, and drops the 7-shares message once 20 shares fit', async () => {
    installFakeApi({ 'GET /api/users/gifts/3': listAnswer([]) });
    renderSignedIn(<GiftsPage />);
    const actor = user();

    const form = await openNewGiftForm(actor);
    await actor.click(within(form).getByRole('radio', { name: /Em cotas/ }));
    await actor.type(
      within(form).getByRole('textbox', { name: /Nome do presente/ }),
      'Flores',
    );
    const total = within(form).getByRole('textbox', {
      name: /Valor total \(R\$\)/,
    });
    const shares = within(form).getByRole('spinbutton', {
      name: /Número de cotas/,
    });
    await actor.type(total, '15');
    await actor.type(shares, '3');
    await actor.click(
      within(form).getByRole('button', { name: 'Salvar presente' }),
    );
    expect(
      await within(form).findByText(
        g.sharesTotalBelowMin('R$ 10,00', 'R$ 20,00'),
      ),
    ).toBeVisible();

    await actor.clear(total);
    await actor.type(total, '1000');
    await actor.clear(shares);
    await actor.type(shares, '7');
    await actor.click(
      within(form).getByRole('button', { name: 'Salvar presente' }),
    );
    expect(await within(form).findByText(g.sharesUneven(7))).toBeVisible();

    await actor.clear(shares);
    await actor.type(shares, '20');
    await waitFor(() =>
      expect(within(form).queryByText(g.sharesUneven(7))).toBeNull(),
    );
    expect(within(form).getByRole('status')).toHaveTextContent(
      '20 cotas de R$ 50,00',
    );
    expect(total).not.toHaveAccessibleDescription(
      expect.stringContaining('cotas'),
    );
    expect(save).not.toHaveBeenCalled();
  }, 30_000);

  it('asks in pt-BR for the name, the total and the number of shares', async () => {
    installFakeApi({ 'GET /api/users/gifts/3': listAnswer([]) });
    renderSignedIn(<GiftsPage />);
    const actor = user();

    const form = await openNewGiftForm(actor);
    await actor.click(within(form).getByRole('radio', { name: /Em cotas/ }));
    await actor.click(
      within(form).getByRole('button', { name: 'Salvar presente' }),
    );

    expect(
      await within(form).findByText(messages.validation.required),
    ).toBeVisible();
    expect(within(form).getByText(g.sharePriceRequired)).toBeVisible();
    expect(within(form).getByText(g.shareCountInvalid(2, 100))).toBeVisible();
    expect(save).not.toHaveBeenCalled();
  }, 30_000);

  it('refuses a suggested amount below the minimum before sending it', async () => {
    installFakeApi({ 'GET /api/users/gifts/3': listAnswer([]) });
    renderSignedIn(<GiftsPage />);
    const actor = user();

    const form = await openNewGiftForm(actor);
    await saveFreeGift(actor, form, 'Casa', ['5']);

    expect(
      await within(form).findByText(
        hostTexts.giftKinds.suggestedAmountsInvalid('R$ 10,00', 'R$ 50.000,00'),
      ),
    ).toBeVisible();
    expect(save).not.toHaveBeenCalled();
  }, 30_000);

  it('shows the shares taken and the api refusing fewer shares than those on the field', async () => {
    const refusal = apiTexts.giftKinds.sharesBelowTaken(7);
    installFakeApi({ 'GET /api/users/gifts/3': listAnswer() });
    save.mockRejectedValue(
      new ApiError(refusal, {
        status: 409,
        code: 'CONFLICT',
        fieldErrors: { shareCount: [refusal] },
      }),
    );
    renderSignedIn(<GiftsPage />);
    const actor = user();

    await actor.click(
      await screen.findByRole('button', { name: 'Editar Lua de mel' }),
    );
    const form = await screen.findByRole('form', { name: 'Editar Lua de mel' });
    expect(within(form).queryByRole('radio')).toBeNull();
    expect(
      within(form).getByText(hostTexts.giftKinds.sharesTakenHint(7)),
    ).toBeVisible();
    const shares = within(form).getByRole('spinbutton', {
      name: /Número de cotas/,
    });
    expect(shares).toHaveValue(10);
    await actor.clear(shares);
    await actor.type(shares, '5');
    await actor.clear(
      within(form).getByRole('textbox', { name: /Valor total \(R\$\)/ }),
    );
    await actor.type(
      within(form).getByRole('textbox', { name: /Valor total \(R\$\)/ }),
      '500',
    );
    await actor.click(
      within(form).getByRole('button', { name: 'Salvar presente' }),
    );

    expect(await within(form).findByText(refusal)).toBeVisible();
    expect(callRoute).toHaveBeenCalledWith(updateRoute, {
      params: { eventId: 3, giftId: 22 },
      body: {
        name: 'Lua de mel',
        kind: 'shares',
        price: 50_000,
        shareCount: 5,
        image: null,
      },
    });
    expect(shares).toHaveAccessibleDescription(
      expect.stringContaining(refusal),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sucesso!' })).toBeNull(),
    );
  }, 30_000);

  it("shows each own gift's kind on its card: free value, share price and shares left", async () => {
    installFakeApi({
      'GET /api/users/gifts/3': listAnswer([freeGift, sharedGift]),
    });
    renderSignedIn(<GiftsPage />);

    const free = (
      await screen.findByRole('heading', { name: 'Ajuda para a casa' })
    ).closest('article') as HTMLElement;
    expect(free).toHaveTextContent('Valor livre');
    const shared = screen
      .getByRole('heading', { name: 'Lua de mel' })
      .closest('article') as HTMLElement;
    expect(shared).toHaveTextContent('R$ 100,00 por cota');
    expect(shared).toHaveTextContent('3 de 10 cotas disponíveis');
  }, 30_000);
});
