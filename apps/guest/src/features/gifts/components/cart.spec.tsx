import { closeAlerts } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectTo } from '../../../lib/redirect';
import {
  eventResponseWith,
  publicEventResponse,
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
const paymentLink = 'http://site.localhost/api/payments/local/ord_9_abc';

const openSite = async (
  routes: Parameters<typeof renderSite>[1] = {},
  event = publicEventResponse,
) => {
  const view = renderSite('/ana-e-leo', {
    [eventRoute]: { status: 200, body: event },
    ...routes,
  });
  await findCompletePage();
  return view;
};

const giveButton = (giftName: string) =>
  within(screen.getByRole('article', { name: giftName })).getByRole('button', {
    name: `Presentear ${giftName}`,
  });

const cartDialog = () =>
  screen.findByRole('dialog', { name: 'Presentes Selecionados' });

/** The amount next to a term of the cart summary ('Total', 'Taxa da plataforma (5%)', …). */
const amountOf = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term).nextElementSibling?.textContent;
const totalOf = (dialog: HTMLElement) => amountOf(dialog, 'Total');

/** Fills name and contact and sends the cart (its answer is awaited by the caller). */
const sendCart = async (dialog: HTMLElement) => {
  await userEvent.type(within(dialog).getByLabelText(/Seu nome/), 'Carla');
  await userEvent.type(
    within(dialog).getByLabelText(/Seu contato/),
    'carla@example.com',
  );
  await userEvent.click(
    within(dialog).getByRole('button', { name: 'Ir para o pagamento' }),
  );
};

const closeCart = async () => {
  await userEvent.click(
    within(await cartDialog()).getByRole('button', { name: 'Fechar' }),
  );
};

afterEach(async () => {
  await closeAlerts();
  window.sessionStorage.clear();
  jest.mocked(redirectTo).mockClear();
});

describe('gift list and cart', () => {
  it('says before paying what name and contact are for, links the privacy policy and asks no consent', async () => {
    await openSite();
    await userEvent.click(giveButton('Jantar romântico'));
    const dialog = await cartDialog();

    expect(dialog).toHaveTextContent(
      'Usamos seu nome e contato só para registrar o presente, mostrar aos anfitriões quem presenteou e enviar o recibo. O pagamento é feito pelo Mercado Pago. Saiba mais na Política de privacidade',
    );
    expect(
      within(dialog).getByRole('link', {
        name: 'Política de privacidade (abre em nova aba)',
      }),
    ).toHaveAttribute('href', '/privacidade');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it('shows each gift with its BRL price and opens the cart when one is given', async () => {
    await openSite();

    const dinner = screen.getByRole('article', { name: 'Jantar romântico' });
    expect(
      within(dinner).getByText('R$\u00a0350,00', exactText),
    ).toBeInTheDocument();
    expect(
      within(
        screen.getByRole('article', { name: 'Passeio de barco' }),
      ).getByRole('presentation'),
    ).toHaveAttribute('src', '/images/default-gift.svg');
    expect(screen.queryByRole('button', { name: /abrir carrinho/ })).toBeNull();

    await userEvent.click(giveButton('Jantar romântico'));

    const dialog = await cartDialog();
    expect(within(dialog).getByText('Jantar romântico')).toBeInTheDocument();
    expect(within(dialog).getByRole('list')).toHaveStyle({ maxHeight: '40vh' });
    expect(
      screen.getByRole('button', {
        name: '1 presente selecionado: abrir carrinho',
      }),
    ).toBeInTheDocument();
  });

  it('names each PRESENTEAR button after its gift for screen readers, the visible text unchanged', async () => {
    await openSite();

    const buttons = screen.getAllByRole('button', { name: /^Presentear / });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Presentear Jantar romântico',
      'Presentear Passeio de barco',
    ]);
    for (const button of buttons)
      expect(button).toHaveTextContent(/^PRESENTEAR$/);
  });

  it('adds to the quantity of a gift already in the cart, reads quantities as integers and totals in BRL', async () => {
    await openSite();

    await userEvent.click(giveButton('Jantar romântico'));
    await closeCart();
    await userEvent.click(giveButton('Passeio de barco'));
    await closeCart();
    await userEvent.click(giveButton('Jantar romântico'));
    const dialog = await cartDialog();

    const dinnerQuantity = within(dialog).getByLabelText(
      'Quantidade de Jantar romântico',
    );
    expect(dinnerQuantity).toHaveValue(2);
    expect(totalOf(dialog)).toBe('R$\u00a0980,50');

    const boatQuantity = within(dialog).getByLabelText(
      'Quantidade de Passeio de barco',
    );
    await userEvent.clear(boatQuantity);
    await userEvent.type(boatQuantity, '3');
    expect(totalOf(dialog)).toBe('R$\u00a01.541,50');

    await userEvent.clear(boatQuantity);
    await userEvent.tab();
    expect(boatQuantity).toHaveValue(1);
    expect(totalOf(dialog)).toBe('R$\u00a0980,50');

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remover Jantar romântico' }),
    );
    expect(within(dialog).queryByText('Jantar romântico')).toBeNull();
    expect(totalOf(dialog)).toBe('R$\u00a0280,50');
    expect(
      screen.getByRole('button', {
        name: '1 presente selecionado: abrir carrinho',
      }),
    ).toBeInTheDocument();
  });

  it('asks for name and contact before paying, without calling the api', async () => {
    const { api } = await openSite();
    await userEvent.click(giveButton('Jantar romântico'));
    const dialog = await cartDialog();

    await userEvent.type(within(dialog).getByLabelText(/Seu nome/), 'Carla');
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: 'Ir para o pagamento',
      }),
    );

    const alert = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(alert).toHaveTextContent(
      'Por favor, informe seu nome e um contato para que o anfitrião saiba quem enviou o presente.',
    );
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual(
      [],
    );
  });

  it('refuses a contact that is neither an e-mail nor a phone, without calling the api', async () => {
    const { api } = await openSite();
    await userEvent.click(giveButton('Jantar romântico'));
    const dialog = await cartDialog();
    const contact = within(dialog).getByLabelText(
      /^Seu contato \(e-mail ou telefone\)/,
    );

    await userEvent.type(within(dialog).getByLabelText(/Seu nome/), 'Carla');
    await userEvent.type(contact, 'carla');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Ir para o pagamento' }),
    );

    const alert = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(alert).toHaveTextContent('Informe um e-mail ou telefone válido.');
    expect(contact).toHaveAccessibleDescription(
      'Informe um e-mail ou telefone válido.',
    );
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual(
      [],
    );
  });

  it('counts the characters of the note to the hosts and sends it with the order', async () => {
    const { api } = await openSite({
      [purchaseRoute]: {
        status: 200,
        body: {
          success: true,
          message: 'Pedido registrado.',
          paymentLink,
          orderId: 9,
          amount: 35000,
          statusToken: 'tok',
        },
      },
    });
    await userEvent.click(giveButton('Jantar romântico'));
    const dialog = await cartDialog();
    const note = within(dialog).getByLabelText(
      'Recado para os noivos (opcional)',
    );
    expect(note).toHaveAccessibleDescription('0 de 500 caracteres');
    expect(note).toHaveAttribute('maxlength', '500');

    await userEvent.type(note, 'Felicidades!');
    expect(note).toHaveAccessibleDescription('12 de 500 caracteres');

    await payCart(dialog, '(11) 98765-4321');
    expect(api.requests.at(-1)?.body).toEqual({
      items: [{ id: 11, quantity: 1, expectedPrice: 35000 }],
      eventId: 3,
      guestName: 'Carla',
      guestContact: '(11) 98765-4321',
      guestNote: 'Felicidades!',
      paymentMethod: 'PIX',
    });
  });

  it("pays by Pix by default: sends the method and opens the order's Pix screen", async () => {
    const { api } = await openSite({
      [purchaseRoute]: {
        status: 200,
        body: {
          success: true,
          message: 'Pedido registrado.',
          paymentLink,
          orderId: 9,
          amount: 35000,
          statusToken: 'tok+1',
          pix: {
            copyPaste: '000201…6304ABCD',
            qrCodeBase64: null,
            expiresAt: '2026-11-25T01:30:00.000Z',
            demonstrationLink: paymentLink,
          },
        },
      },
    });
    await userEvent.click(giveButton('Jantar romântico'));
    const dialog = await cartDialog();
    const methods = within(dialog).getByRole('group', {
      name: 'Forma de pagamento',
    });
    expect(within(methods).getByRole('radio', { name: /^Pix/ })).toBeChecked();
    expect(
      within(methods).getByRole('radio', { name: /^Cartão de crédito/ }),
    ).not.toBeChecked();
    await payCart(dialog, 'carla@example.com');
    expect(api.requests.at(-1)?.body).toMatchObject({ paymentMethod: 'PIX' });
    expect(redirectTo).toHaveBeenCalledWith('/ana-e-leo/pix/9?token=tok%2B1');
  });

  it('sends a card order and goes to the payment link', async () => {
    const { api } = await openSite({
      [purchaseRoute]: {
        status: 200,
        body: {
          success: true,
          message: 'Pedido registrado.',
          paymentLink,
          orderId: 9,
          amount: 70000,
        },
      },
    });
    await userEvent.click(giveButton('Jantar romântico'));
    await closeCart();
    await userEvent.click(giveButton('Jantar romântico'));
    const dialog = await cartDialog();

    await userEvent.type(within(dialog).getByLabelText(/Seu nome/), ' Carla ');
    await userEvent.type(
      within(dialog).getByLabelText(/Seu contato/),
      'carla@example.com',
    );
    await userEvent.click(
      within(dialog).getByRole('radio', { name: /^Cartão de crédito/ }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: 'Ir para o pagamento',
      }),
    );

    await screen.findByRole('button', {
      name: 'Ir para o pagamento',
      busy: true,
    });
    expect(redirectTo).toHaveBeenCalledWith(paymentLink);
    expect(api.requests.at(-1)?.body).toEqual({
      items: [{ id: 11, quantity: 2, expectedPrice: 35000 }],
      eventId: 3,
      guestName: 'Carla',
      guestContact: 'carla@example.com',
      paymentMethod: 'CARD',
    });
    // Kept in this browser until the order is paid (the provider's page may send the guest back).
    expect(
      JSON.parse(
        window.localStorage.getItem('celebra:checkout:ana-e-leo') ?? '{}',
      ),
    ).toMatchObject({
      cart: '[{"id":11,"quantity":2}]',
      fields: { guestName: ' Carla ', paymentMethod: 'CARD' },
      attempt: { orderId: 9 },
    });
  });

  it.each([
    [
      {
        success: false,
        message:
          'Um dos presentes escolhidos não está disponível neste evento.',
      },
      'Um dos presentes escolhidos não está disponível neste evento.',
    ],
    [{ success: false }, 'Erro ao prosseguir pagamento.'],
  ])('shows the checkout failure %j', async (body, text) => {
    await openSite({ [purchaseRoute]: { status: 500, body } });
    await userEvent.click(giveButton('Jantar romântico'));
    const dialog = await cartDialog();
    await userEvent.type(within(dialog).getByLabelText(/Seu nome/), 'Carla');
    await userEvent.type(
      within(dialog).getByLabelText(/Seu contato/),
      '11 98765-4321',
    );
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: 'Ir para o pagamento',
      }),
    );

    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(alert).toHaveTextContent(text);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('reads the list again when the price changed: the cart shows the new price and the next try pays it', async () => {
    const changed = 'O valor deste presente mudou. Confira o novo valor.';
    let raised = false;
    const { api } = await openSite({
      [eventRoute]: () => ({
        status: 200,
        body: raised
          ? eventResponseWith({
              gifts: publicEventResponse.event.gifts.map((gift) =>
                gift.id === 11 ? { ...gift, price: 40000 } : gift,
              ),
            })
          : publicEventResponse,
      }),
      [purchaseRoute]: (request) => {
        const [line] = (request.body as { items: { expectedPrice: number }[] })
          .items;
        raised = true;
        return line?.expectedPrice === 40000
          ? {
              status: 200,
              body: {
                success: true,
                message: 'Pedido registrado.',
                paymentLink,
                orderId: 9,
                amount: 40000,
              },
            }
          : { status: 409, body: { success: false, message: changed } };
      },
    });
    await userEvent.click(giveButton('Jantar romântico'));
    const dialog = await cartDialog();
    expect(totalOf(dialog)).toBe('R$\u00a0350,00');
    await userEvent.click(
      within(dialog).getByRole('radio', { name: /^Cartão de crédito/ }),
    );
    await sendCart(dialog);

    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(alert).toHaveTextContent(changed);
    // The line's price and the total.
    expect(
      await within(dialog).findAllByText('R$\u00a0400,00', exactText),
    ).toHaveLength(2);
    expect(totalOf(dialog)).toBe('R$\u00a0400,00');
    expect(redirectTo).not.toHaveBeenCalled();

    await closeAlerts();
    // The gift list shows the new price too.
    expect(
      within(
        screen.getByRole('article', { name: 'Jantar romântico' }),
      ).getByText('R$\u00a0400,00', exactText),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Ir para o pagamento' }),
    );
    await screen.findByRole('button', {
      name: 'Ir para o pagamento',
      busy: true,
    });
    expect(redirectTo).toHaveBeenCalledWith(paymentLink);
    const purchases = api.requests.filter(
      (request) => request.path === '/api/guests/purchase',
    );
    expect(purchases.map((request) => request.body)).toEqual([
      expect.objectContaining({
        items: [{ id: 11, quantity: 1, expectedPrice: 35000 }],
      }),
      expect.objectContaining({
        items: [{ id: 11, quantity: 1, expectedPrice: 40000 }],
      }),
    ]);
  });

  it('drops from the cart a gift the event no longer offers once the purchase says so', async () => {
    let removed = false;
    await openSite({
      [eventRoute]: () => ({
        status: 200,
        body: removed
          ? eventResponseWith({
              gifts: publicEventResponse.event.gifts.filter(
                (gift) => gift.id !== 12,
              ),
            })
          : publicEventResponse,
      }),
      [purchaseRoute]: () => {
        removed = true;
        return {
          status: 409,
          body: {
            success: false,
            message:
              'Um dos presentes escolhidos não está disponível neste evento.',
          },
        };
      },
    });
    await userEvent.click(giveButton('Jantar romântico'));
    await closeCart();
    await userEvent.click(giveButton('Passeio de barco'));
    const dialog = await cartDialog();
    await sendCart(dialog);

    await screen.findByRole('dialog', { name: 'Erro!' });
    await waitFor(() =>
      expect(within(dialog).queryByText('Passeio de barco')).toBeNull(),
    );
    expect(totalOf(dialog)).toBe('R$\u00a0350,00');
    expect(within(dialog).getByText('Jantar romântico')).toBeInTheDocument();
  });

  it('keeps the cart of this event across a reload', async () => {
    const first = await openSite();
    await userEvent.click(giveButton('Passeio de barco'));
    await closeCart();
    await userEvent.click(giveButton('Passeio de barco'));
    first.unmount();

    await openSite();
    await userEvent.click(
      screen.getByRole('button', {
        name: '2 presentes selecionados: abrir carrinho',
      }),
    );
    expect(
      within(await cartDialog()).getByLabelText(
        'Quantidade de Passeio de barco',
      ),
    ).toHaveValue(2);
  });

  it('shows the platform fee and the total to pay when the guest pays the fee', async () => {
    await openSite(
      {},
      eventResponseWith({ guestPaysFee: true, platformFeeBps: 250 }),
    );
    await userEvent.click(giveButton('Passeio de barco'));
    const dialog = await cartDialog();

    expect(amountOf(dialog, 'Presentes')).toBe('R$\u00a0280,50');
    expect(amountOf(dialog, 'Taxa da plataforma (2,5%)')).toBe('R$\u00a07,01');
    expect(amountOf(dialog, 'Total a pagar')).toBe('R$\u00a0287,51');
  });
});
