import { itemAt } from '@celebra/contracts';
import { installFakeApi, renderWithQueryClient } from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import { exactText, renderSite } from '../../../testing/render-site';
import { ThankYouPage } from './thank-you-page';

const statusRoute = 'GET /api/guests/orders/9/status';

const fixed = { kind: 'fixed', shareCount: null };

const orderWith = (status: string, paymentMethod: string | null = 'PIX') => ({
  success: true,
  order: {
    id: 9,
    status,
    paymentMethod,
    chargedAmount: 98500,
    items: [
      { giftName: 'Jantar romântico', quantity: 2, unitPrice: 35000, ...fixed },
      { giftName: 'Passeio de barco', quantity: 1, unitPrice: 3500, ...fixed },
      {
        giftName: 'Lua de mel',
        quantity: 2,
        unitPrice: 10000,
        kind: 'shares',
        shareCount: 10,
      },
      {
        giftName: 'Ajuda para a casa',
        quantity: 1,
        unitPrice: 5000,
        kind: 'free',
        shareCount: null,
      },
    ],
    guestNote: 'Felicidades!\nCom carinho, Carla',
    eventTitle: 'Ana & Leo',
  },
});

const renderPage = (
  routes: Parameters<typeof installFakeApi>[0],
  token: string | null = 'tok-123',
) => {
  const api = installFakeApi(routes);
  renderWithQueryClient(
    <ThankYouPage slug="ana-e-leo" orderId={9} token={token} pollMs={40} />,
  );
  return api;
};

describe("the 'Obrigado!' page", () => {
  it('shows the gifts, the amount and the note, and follows the payment from pending to confirmed', async () => {
    const api = renderPage({
      [statusRoute]: [
        { status: 200, body: orderWith('PENDING') },
        { status: 200, body: orderWith('PENDING') },
        { status: 200, body: orderWith('APPROVED') },
      ],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Obrigado!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ana & Leo')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aguardando a confirmação do pagamento…',
    );
    const gifts = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(gifts.map((gift) => gift.textContent)).toEqual([
      '2 × Jantar românticoR$\u00a0700,00',
      '1 × Passeio de barcoR$\u00a035,00',
      'Lua de mel (2 de 10 cotas)R$\u00a0200,00',
      'Ajuda para a casa (valor livre)R$\u00a050,00',
    ]);
    expect(screen.getByText('R$\u00a0985,00', exactText)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Seu recado para os anfitriões' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Com carinho, Carla/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Voltar para o site do evento' }),
    ).toHaveAttribute('href', '/ana-e-leo');
    expect(String(itemAt(api.fetchMock.mock.calls, 0)[0])).toBe(
      '/api/guests/orders/9/status?token=tok-123',
    );

    expect(
      await screen.findByText('Pagamento confirmado!'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Obrigado! — Ana & Leo');
    const asked = api.requests.length;
    expect(asked).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.requests).toHaveLength(asked);
  });

  it.each([
    ['RECUSED', 'Pagamento recusado'],
    ['CANCELLED', 'Pagamento não concluído'],
  ])(
    "heads an order %s with what happened, not 'Obrigado!', does not show the note as delivered, and offers 'Tentar novamente'",
    async (status, text) => {
      // The checkout of this order, saved in this browser when it was sent.
      window.localStorage.setItem(
        'celebra:checkout:ana-e-leo',
        JSON.stringify({
          savedAt: Date.now(),
          cart: '[{"id":11,"quantity":2}]',
          fields: {
            guestName: 'Carla',
            guestContact: 'carla@example.com',
            guestNote: 'Felicidades!',
            paymentMethod: 'CARD',
          },
          attempt: { cart: '{}', key: 'k-1', orderId: 9 },
        }),
      );
      renderPage({
        [statusRoute]: { status: 200, body: orderWith(status, 'CARD') },
      });

      expect(
        await screen.findByRole('heading', { level: 1, name: text }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'Obrigado!' }),
      ).not.toBeInTheDocument();
      expect(document.title).toBe(`${text} — Ana & Leo`);
      expect(screen.getByRole('status')).toHaveTextContent(
        'Nenhum valor foi cobrado.',
      );
      expect(
        screen.queryByRole('heading', {
          name: 'Seu recado para os anfitriões',
        }),
      ).not.toBeInTheDocument();
      expect(screen.queryByText(/Com carinho, Carla/)).not.toBeInTheDocument();
      expect(screen.getByText(/Seu recado não foi entregue/)).toBeVisible();
      expect(
        screen.getByRole('link', { name: 'Tentar novamente' }),
      ).toHaveAttribute('href', '/ana-e-leo?carrinho');
      // The cart and the fields stay for the retry, which will be a new order (a new key).
      const saved = JSON.parse(
        window.localStorage.getItem('celebra:checkout:ana-e-leo') ?? '{}',
      );
      expect(saved).toMatchObject({ fields: { guestName: 'Carla' } });
      expect(saved.cart).toBe('[{"id":11,"quantity":2}]');
      expect(saved.attempt).toBeUndefined();
    },
  );

  it('shows the order number and the payment method, and erases the checkout once paid', async () => {
    window.localStorage.setItem(
      'celebra:checkout:ana-e-leo',
      JSON.stringify({
        savedAt: Date.now(),
        cart: '[{"id":11,"quantity":2}]',
        pendingPix: { orderId: 9, token: 'tok-123' },
      }),
    );
    renderPage({ [statusRoute]: { status: 200, body: orderWith('APPROVED') } });

    const receipt = (await screen.findByText('Pedido')).closest('dl');
    expect(receipt).toHaveTextContent('Pedidonº 9');
    expect(receipt).toHaveTextContent('Forma de pagamentoPix');
    expect(
      window.localStorage.getItem('celebra:checkout:ana-e-leo'),
    ).toBeNull();
  });

  it("names a card payment 'Cartão de crédito'", async () => {
    renderPage({
      [statusRoute]: { status: 200, body: orderWith('PENDING', 'CARD') },
    });
    expect(
      (await screen.findByText('Forma de pagamento')).nextElementSibling,
    ).toHaveTextContent('Cartão de crédito');
  });

  it('says the order was not found for a wrong token, and stops asking', async () => {
    const api = renderPage({
      [statusRoute]: {
        status: 404,
        body: {
          success: false,
          code: 'NOT_FOUND',
          message: 'Pedido não encontrado.',
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Pedido não encontrado' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Confira se o endereço está completo/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Voltar para o site do evento' }),
    ).toHaveAttribute('href', '/ana-e-leo');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.requests).toHaveLength(1);
  });

  it('says the order was not found when the address has no token, without asking the api', async () => {
    const api = renderPage({}, null);
    expect(
      await screen.findByRole('heading', { name: 'Pedido não encontrado' }),
    ).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('is what the site shows at /<slug>/obrigado/<orderId>, with the footer, without loading the event', async () => {
    const { api } = renderSite('/ana-e-leo/obrigado/9?token=tok-123', {
      [statusRoute]: { status: 200, body: orderWith('APPROVED') },
    });
    expect(
      await screen.findByText('Pagamento confirmado!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Ambiente seguro',
    );
    expect(api.requests.map((request) => request.path)).toEqual([
      '/api/guests/orders/9/status',
    ]);
  });
});
