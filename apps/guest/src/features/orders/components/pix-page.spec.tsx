import {
  closeAlerts,
  installFakeApi,
  renderWithQueryClient,
} from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exactText, renderSite } from '../../../testing/render-site';
import { PixPage } from './pix-page';

const statusRoute = 'GET /api/guests/orders/9/status';
const pixRoute = 'GET /api/guests/orders/9/pix';
const renewRoute = 'POST /api/guests/orders/9/pix';

const CODE =
  '00020101021226500014br.gov.bcb.pix0128pix-demonstracao@example.com5204000053039865406350.005802BR5920Celebra Demonstracao6009Sao Paulo62070503***6304ABCD';
const NEW_CODE = CODE.replace('***', 'NEW');

const orderWith = (status: string) => ({
  success: true,
  order: {
    id: 9,
    status,
    chargedAmount: 35000,
    items: [
      {
        giftName: 'Jantar romântico',
        quantity: 1,
        unitPrice: 35000,
        kind: 'fixed',
        shareCount: null,
      },
    ],
    guestNote: '',
    eventTitle: 'Ana & Leo',
  },
});

const pixWith = (
  minutesLeft: number,
  copyPaste = CODE,
  demonstrationLink: string | null = null,
) => ({
  success: true,
  pix: {
    copyPaste,
    qrCodeBase64: null,
    expiresAt: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
    demonstrationLink,
  },
});

const renderPage = (routes: Parameters<typeof installFakeApi>[0]) => {
  const api = installFakeApi(routes);
  renderWithQueryClient(
    <PixPage slug="ana-e-leo" orderId={9} token="tok-123" pollMs={40} />,
  );
  return api;
};

afterEach(async () => {
  await closeAlerts();
  window.history.replaceState(null, '', '/');
});

describe('the Pix screen', () => {
  it('shows the QR code, the amount, the time left and the code, and copies it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({
      [statusRoute]: { status: 200, body: orderWith('PENDING') },
      [pixRoute]: { status: 200, body: pixWith(10) },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pague com Pix' }),
    ).toBeInTheDocument();
    expect(screen.getByText('R$\u00a0350,00', exactText)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(
      /^O código expira em (10:00|09:5\d)$/,
    );
    expect(screen.getByText('Aguardando o pagamento…')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR Code do Pix' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');
    expect(screen.getByText(CODE)).toBeInTheDocument();
    // Only the demonstration provider gives a link to its page.
    expect(screen.queryByRole('link', { name: /demonstração/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Código copiado!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(CODE);
  });

  it('says when the code expired and shows a new one when asked', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPage({
      [statusRoute]: { status: 200, body: orderWith('PENDING') },
      [pixRoute]: { status: 200, body: pixWith(-1) },
      [renewRoute]: { status: 200, body: pixWith(30, NEW_CODE) },
    });

    expect(await screen.findByText('Este Pix expirou')).toBeInTheDocument();
    expect(screen.queryByText(CODE)).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Gerar novo Pix' }));

    expect(await screen.findByText(NEW_CODE)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(
      /^O código expira em (30:00|29:5\d)$/,
    );
    expect(screen.queryByText('Este Pix expirou')).toBeNull();
    expect(
      api.requests.filter((request) => request.method === 'POST'),
    ).toHaveLength(1);
    expect(
      api.fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('/pix')),
    ).toContain('/api/guests/orders/9/pix?token=tok-123');
  });

  it("shows the server's message when no new code can be made", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({
      [statusRoute]: { status: 200, body: orderWith('PENDING') },
      [pixRoute]: { status: 200, body: pixWith(-1) },
      [renewRoute]: {
        status: 502,
        body: {
          success: false,
          code: 'PAYMENT_PROVIDER',
          message: 'Erro ao gerar o Pix. Tente novamente.',
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Gerar novo Pix' }),
    );
    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(alert).toHaveTextContent('Erro ao gerar o Pix. Tente novamente.');
  });

  it("turns into the 'Obrigado!' page, at its address, once the payment is approved", async () => {
    renderPage({
      [statusRoute]: [
        { status: 200, body: orderWith('PENDING') },
        { status: 200, body: orderWith('PENDING') },
        { status: 200, body: orderWith('APPROVED') },
      ],
      [pixRoute]: { status: 200, body: pixWith(10) },
    });
    expect(await screen.findByText(CODE)).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Obrigado!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pagamento confirmado!')).toBeInTheDocument();
    expect(screen.queryByText(CODE)).toBeNull();
    expect(window.location.pathname + window.location.search).toBe(
      '/ana-e-leo/obrigado/9?token=tok-123',
    );
  });

  it('links to the demonstration page, labelled as such, with the demonstration provider', async () => {
    renderPage({
      [statusRoute]: { status: 200, body: orderWith('PENDING') },
      [pixRoute]: {
        status: 200,
        body: pixWith(
          10,
          CODE,
          'http://site.localhost/api/payments/local/ord_9_abc?return=x',
        ),
      },
    });
    const demo = await screen.findByRole('complementary', {
      name: 'Demonstração',
    });
    expect(demo).toHaveTextContent('nenhum dinheiro real é cobrado');
    expect(
      within(demo).getByRole('link', {
        name: 'Simular o pagamento (página de demonstração)',
      }),
    ).toHaveAttribute(
      'href',
      'http://site.localhost/api/payments/local/ord_9_abc?return=x',
    );
  });

  it('is what the site shows at /<slug>/pix/<orderId>, without loading the event', async () => {
    const { api } = renderSite('/ana-e-leo/pix/9?token=tok-123', {
      [statusRoute]: { status: 200, body: orderWith('PENDING') },
      [pixRoute]: { status: 200, body: pixWith(10) },
    });
    expect(await screen.findByText(CODE)).toBeInTheDocument();
    expect(
      [...new Set(api.requests.map((request) => request.path))].sort(),
    ).toEqual(['/api/guests/orders/9/pix', '/api/guests/orders/9/status']);
  });
});
