import { itemAt } from '@celebra/contracts';
import { closeAlerts } from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectTo } from '../../../lib/redirect';
import {
  completeGift,
  eventResponseWith,
  freeGift,
  publicEvent,
  sharedGift,
} from '../../../testing/fixtures';
import {
  exactText,
  findCompletePage,
  renderSite,
} from '../../../testing/render-site';
import { payCart } from '../../../testing/pay-cart';

jest.mock('../../../lib/redirect', () => ({ redirectTo: jest.fn() }));

const eventRoute = 'GET /api/guests/event/ana-e-leo';
const purchaseRoute = 'POST /api/guests/purchase';

const openSite = async (guestPaysFee = false) => {
  const view = renderSite('/ana-e-leo', {
    [eventRoute]: {
      status: 200,
      body: eventResponseWith({
        gifts: [
          itemAt(publicEvent.gifts, 0),
          freeGift,
          sharedGift,
          completeGift,
        ],
        guestPaysFee,
      }),
    },
    [purchaseRoute]: {
      status: 200,
      body: {
        success: true,
        message: 'Pedido registrado.',
        paymentLink: 'http://site.localhost/api/payments/local/ord_9_abc',
        orderId: 9,
        amount: 55_125,
        statusToken: 'tok',
      },
    },
  });
  await findCompletePage();
  return view;
};

const card = (name: string) => screen.getByRole('article', { name });

const user = () => userEvent.setup({ delay: null });

const openChoice = async (actor: ReturnType<typeof user>, name: string) => {
  await actor.click(
    within(card(name)).getByRole('button', { name: `Presentear ${name}` }),
  );
  return screen.findByRole('dialog', { name: `Presentear ${name}` });
};

const cartDialog = () =>
  screen.findByRole('dialog', { name: 'Presentes Selecionados' });

const closeDialog = async (
  actor: ReturnType<typeof user>,
  dialog: HTMLElement,
) => actor.click(within(dialog).getByRole('button', { name: 'Fechar' }));

afterEach(async () => {
  await closeAlerts();
  window.sessionStorage.clear();
  jest.mocked(redirectTo).mockClear();
});

describe('free-value gifts and gifts in shares on the site', () => {
  it("shows each kind on its card: 'Valor livre', the share price with 'x de N cotas', 'Presente completo' disabled", async () => {
    await openSite();

    expect(card('Ajuda para a casa')).toHaveTextContent('Valor livre');
    const shared = card('Lua de mel');
    expect(shared).toHaveTextContent('R$ 100,00 por cota');
    expect(shared).toHaveTextContent('4 de 10 cotas disponíveis');
    expect(
      within(card('Geladeira')).getByRole('button', {
        name: 'Presente completo',
      }),
    ).toBeDisabled();
  }, 30_000);

  it('refuses a free amount below the minimum or above the maximum, then puts the chosen one in the cart', async () => {
    await openSite();
    const actor = user();

    const choice = await openChoice(actor, 'Ajuda para a casa');
    const amount = within(choice).getByRole('textbox', {
      name: 'Valor do presente (R$)',
    });
    expect(amount).toHaveAccessibleDescription(
      'De R$\u00a010,00 a R$\u00a050.000,00',
    );
    const add = within(choice).getByRole('button', {
      name: 'Adicionar ao carrinho',
    });

    await actor.type(amount, '9,99');
    await actor.click(add);
    expect(
      await within(choice).findByText(
        'O valor mínimo é R$\u00a010,00.',
        exactText,
      ),
    ).toBeVisible();

    await actor.clear(amount);
    await actor.type(amount, '50000,01');
    await actor.click(add);
    expect(
      await within(choice).findByText(
        'O valor máximo é R$\u00a050.000,00.',
        exactText,
      ),
    ).toBeVisible();

    await actor.click(
      within(
        within(choice).getByRole('group', { name: 'Valores sugeridos' }),
      ).getByRole('button', { name: 'R$\u00a0100,00' }),
    );
    expect(amount).toHaveValue('100,00');
    await actor.click(add);

    const cart = await cartDialog();
    expect(cart).toHaveTextContent('R$ 100,00 · Valor livre');
    expect(within(cart).queryByLabelText(/Quantidade de/)).toBeNull();
  }, 30_000);

  it("reads the amount typed as reais: '150' is R$ 150,00 and '150,5' R$ 150,50", async () => {
    await openSite();
    const actor = user();

    let choice = await openChoice(actor, 'Ajuda para a casa');
    await actor.type(
      within(choice).getByRole('textbox', { name: 'Valor do presente (R$)' }),
      '150',
    );
    await actor.click(
      within(choice).getByRole('button', { name: 'Adicionar ao carrinho' }),
    );
    let cart = await cartDialog();
    expect(cart).toHaveTextContent('R$ 150,00 · Valor livre');
    await closeDialog(actor, cart);

    choice = await openChoice(actor, 'Ajuda para a casa');
    const amount = within(choice).getByRole('textbox', {
      name: 'Valor do presente (R$)',
    });
    await actor.clear(amount);
    await actor.type(amount, '150,5');
    await actor.click(
      within(choice).getByRole('button', { name: 'Adicionar ao carrinho' }),
    );
    cart = await cartDialog();
    expect(cart).toHaveTextContent('R$ 150,50 · Valor livre');
  }, 30_000);

  it('offers only the shares left, and puts the chosen shares in the cart', async () => {
    await openSite();
    const actor = user();

    const choice = await openChoice(actor, 'Lua de mel');
    const shares = within(choice).getByRole('spinbutton', {
      name: 'Quantas cotas?',
    });
    expect(shares).toHaveAttribute('max', '4');
    const more = within(choice).getByRole('button', {
      name: 'Uma cota a mais',
    });
    for (let step = 1; step < 4; step += 1) await actor.click(more);
    expect(shares).toHaveValue(4);
    expect(more).toBeDisabled();
    expect(choice).toHaveTextContent('4 de 10 cotas: R$ 400,00');

    await actor.clear(shares);
    await actor.type(shares, '9');
    expect(shares).toHaveValue(4);

    const fewer = within(choice).getByRole('button', {
      name: 'Uma cota a menos',
    });
    await actor.click(fewer);
    await actor.click(fewer);
    expect(shares).toHaveValue(2);
    await actor.click(
      within(choice).getByRole('button', { name: 'Adicionar ao carrinho' }),
    );

    const cart = await cartDialog();
    expect(cart).toHaveTextContent('R$ 100,00 por cota · 2 de 10 cotas');
    const inCart = within(cart).getByRole('spinbutton', {
      name: 'Cotas de Lua de mel',
    });
    expect(inCart).toHaveValue(2);
    expect(inCart).toHaveAttribute('max', '4');
  }, 30_000);

  it('totals the three kinds with the fee the guest pays, and sends the shares and the amount', async () => {
    const { api } = await openSite(true);
    const actor = user();

    await actor.click(
      within(card('Jantar romântico')).getByRole('button', {
        name: 'Presentear Jantar romântico',
      }),
    );
    await closeDialog(actor, await cartDialog());

    const shares = await openChoice(actor, 'Lua de mel');
    await actor.click(
      within(shares).getByRole('button', { name: 'Uma cota a mais' }),
    );
    await actor.click(
      within(shares).getByRole('button', { name: 'Adicionar ao carrinho' }),
    );
    await closeDialog(actor, await cartDialog());

    const free = await openChoice(actor, 'Ajuda para a casa');
    await actor.type(
      within(free).getByRole('textbox', { name: 'Valor do presente (R$)' }),
      '10,30',
    );
    await actor.click(
      within(free).getByRole('button', { name: 'Adicionar ao carrinho' }),
    );

    // 350,00 + 2 × 100,00 + 10,30 = 560,30; 5 % = 28,015 → 28,02 (half up).
    const cart = await cartDialog();
    const amountOf = (term: string) =>
      within(cart).getByText(term).nextElementSibling?.textContent;
    expect(amountOf('Presentes')).toBe('R$\u00a0560,30');
    expect(amountOf('Taxa da plataforma (5%)')).toBe('R$\u00a028,02');
    expect(amountOf('Total a pagar')).toBe('R$\u00a0588,32');
    expect(
      screen.getByRole('button', {
        name: '3 presentes selecionados: abrir carrinho',
      }),
    ).toBeInTheDocument();

    await payCart(cart, 'carla@example.com', actor);
    expect(api.requests.at(-1)?.body).toMatchObject({
      items: [
        { id: 11, quantity: 1, expectedPrice: 35000 },
        { id: 22, quantity: 2, expectedPrice: 10000 },
        { id: 21, quantity: 1, amount: 1030 },
      ],
    });
  }, 30_000);
});
