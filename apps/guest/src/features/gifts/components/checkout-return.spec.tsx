import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectTo } from '../../../lib/redirect';
import {
  eventResponseWith,
  publicEventResponse,
} from '../../../testing/fixtures';
import { findCompletePage, renderSite } from '../../../testing/render-site';

jest.mock('../../../lib/redirect', () => ({ redirectTo: jest.fn() }));

const eventRoute = 'GET /api/guests/event/ana-e-leo';
const statusRoute = 'GET /api/guests/orders/9/status';
const savedKey = 'celebra:checkout:ana-e-leo';

const openSite = async (
  routes: Parameters<typeof renderSite>[1] = {},
  path = '/ana-e-leo',
  event = publicEventResponse,
) => {
  const view = renderSite(path, {
    [eventRoute]: { status: 200, body: event },
    ...routes,
  });
  await findCompletePage();
  return view;
};

const cartDialog = () =>
  screen.findByRole('dialog', { name: 'Presentes Selecionados' });

const give = (giftName: string) =>
  userEvent.click(
    within(screen.getByRole('article', { name: giftName })).getByRole(
      'button',
      { name: `Presentear ${giftName}` },
    ),
  );

const fillCheckout = async (dialog: HTMLElement) => {
  await userEvent.type(within(dialog).getByLabelText(/Seu nome/), 'Carla');
  await userEvent.type(
    within(dialog).getByLabelText(/Seu contato/),
    'carla@example.com',
  );
  await userEvent.type(
    within(dialog).getByLabelText(/Recado para os noivos/),
    'Felicidades!',
  );
  await userEvent.click(
    within(dialog).getByRole('radio', { name: /^Cartão de crédito/ }),
  );
};

const expectFilled = (dialog: HTMLElement) => {
  expect(within(dialog).getByLabelText(/Seu nome/)).toHaveValue('Carla');
  expect(within(dialog).getByLabelText(/Seu contato/)).toHaveValue(
    'carla@example.com',
  );
  expect(within(dialog).getByLabelText(/Recado para os noivos/)).toHaveValue(
    'Felicidades!',
  );
  expect(
    within(dialog).getByRole('radio', { name: /^Cartão de crédito/ }),
  ).toBeChecked();
  expect(
    within(dialog).getByLabelText('Quantidade de Jantar romântico'),
  ).toHaveValue(1);
};

const pendingOrder = (status: string) => ({
  status: 200,
  body: {
    success: true,
    order: {
      id: 9,
      status,
      paymentMethod: 'PIX',
      chargedAmount: 35000,
      items: [],
      guestNote: '',
      eventTitle: 'Ana & Leo',
    },
  },
});

const savePendingPix = () =>
  window.localStorage.setItem(
    savedKey,
    JSON.stringify({
      savedAt: Date.now(),
      cart: '[{"id":11,"quantity":1}]',
      attempt: { cart: '{}', key: 'k-1', orderId: 9 },
      pendingPix: { orderId: 9, token: 'tok+1' },
    }),
  );

afterEach(() => jest.mocked(redirectTo).mockClear());

describe("the checkout and the browser's history", () => {
  it("closes 'Presentes Selecionados' on Back, staying on the site, and 'Fechar' goes back over its entry", async () => {
    await openSite();
    const length = window.history.length;

    await give('Jantar romântico');
    await cartDialog();
    expect(window.history.length).toBe(length + 1);

    act(() => window.history.back());
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Presentes Selecionados' }),
      ).toBeNull(),
    );
    expect(window.location.pathname).toBe('/ana-e-leo');

    await userEvent.click(
      screen.getByRole('button', {
        name: '1 presente selecionado: abrir carrinho',
      }),
    );
    const dialog = await cartDialog();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Fechar' }),
    );
    await waitFor(() => expect(window.history.state).toBeNull());
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Presentes Selecionados' }),
      ).toBeNull(),
    );
  });

  it('keeps name, contact, note, method and cart across a reload, in this browser only', async () => {
    const first = await openSite();
    await give('Jantar romântico');
    await fillCheckout(await cartDialog());
    first.unmount();

    await openSite();
    await userEvent.click(
      screen.getByRole('button', {
        name: '1 presente selecionado: abrir carrinho',
      }),
    );
    expectFilled(await cartDialog());
    expect(window.sessionStorage.length).toBe(0);
    expect(JSON.parse(window.localStorage.getItem(savedKey) ?? '{}')).toEqual(
      expect.objectContaining({ savedAt: expect.any(Number) }),
    );
  });

  it('forgets a checkout left for more than a day', async () => {
    window.localStorage.setItem(
      savedKey,
      JSON.stringify({
        savedAt: Date.now() - 25 * 60 * 60 * 1000,
        cart: '[{"id":11,"quantity":1}]',
        fields: {
          guestName: 'Carla',
          guestContact: 'carla@example.com',
          guestNote: '',
          paymentMethod: 'PIX',
        },
      }),
    );
    await openSite();
    expect(
      screen.queryByRole('button', { name: /abrir carrinho/ }),
    ).not.toBeInTheDocument();
    expect(window.localStorage.getItem(savedKey)).toBeNull();
  });

  it("'?carrinho' (Tentar novamente) opens the checkout filled in, as an entry Back closes", async () => {
    const first = await openSite();
    await give('Jantar romântico');
    await fillCheckout(await cartDialog());
    first.unmount();

    await openSite({}, '/ana-e-leo?carrinho');
    expectFilled(await cartDialog());
    expect(window.location.search).toBe('');

    act(() => window.history.back());
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Presentes Selecionados' }),
      ).toBeNull(),
    );
    expect(window.location.pathname).toBe('/ana-e-leo');
  });
});

describe("'Você tem um Pix pendente'", () => {
  it('links back to the Pix the guest opened while it waits for payment', async () => {
    savePendingPix();
    await openSite({ [statusRoute]: pendingOrder('PENDING') });

    const notice = (
      await screen.findByText('Você tem um Pix pendente')
    ).closest('[role="status"]') as HTMLElement;
    expect(notice).toBeVisible();
    expect(
      within(notice).getByRole('link', { name: 'Abrir o Pix' }),
    ).toHaveAttribute('href', '/ana-e-leo/pix/9?token=tok%2B1');
  });

  it('goes, and empties the cart and the saved checkout, once that Pix was paid', async () => {
    savePendingPix();
    const { api } = await openSite({ [statusRoute]: pendingOrder('APPROVED') });

    await waitFor(() =>
      expect(window.localStorage.getItem(savedKey)).toBeNull(),
    );
    expect(api.requests.some((r) => r.path.includes('/status'))).toBe(true);
    expect(screen.queryByText('Você tem um Pix pendente')).toBeNull();
    expect(
      screen.queryByRole('button', { name: /abrir carrinho/ }),
    ).not.toBeInTheDocument();
  });

  it('goes, keeping the cart for another try, once that order was cancelled', async () => {
    savePendingPix();
    await openSite({ [statusRoute]: pendingOrder('CANCELLED') });

    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem(savedKey) ?? '{}').pendingPix,
      ).toBeUndefined(),
    );
    expect(screen.queryByText('Você tem um Pix pendente')).toBeNull();
    expect(
      screen.getByRole('button', { name: /abrir carrinho/ }),
    ).toBeInTheDocument();
  });
});

describe('card instalments', () => {
  it("says 'parcele em até 12x' on the card choice when instalments are on, nothing at 1", async () => {
    const first = await openSite(
      {},
      '/ana-e-leo',
      eventResponseWith({ cardMaxInstallments: 12 }),
    );
    await give('Jantar romântico');
    expect(
      within(await cartDialog()).getByRole('radio', {
        name: /^Cartão de crédito/,
      }).parentElement,
    ).toHaveTextContent('parcele em até 12x');
    first.unmount();

    await openSite(
      {},
      '/ana-e-leo',
      eventResponseWith({ cardMaxInstallments: 1 }),
    );
    await give('Jantar romântico');
    expect(await cartDialog()).not.toHaveTextContent(/parcele/);
  });
});
