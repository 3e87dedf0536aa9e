import { closeAlerts } from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepInvitation } from '../../../lib/kept-invitation';
import { redirectTo } from '../../../lib/redirect';
import { publicEventResponse } from '../../../testing/fixtures';
import { payCart } from '../../../testing/pay-cart';
import { findCompletePage, renderSite } from '../../../testing/render-site';

jest.mock('../../../lib/redirect', () => ({ redirectTo: jest.fn() }));

const code = 'AbCdEfGhIjKlMnOpQrStUv';

const openCart = async () => {
  const view = renderSite('/ana-e-leo', {
    'GET /api/guests/event/ana-e-leo': {
      status: 200,
      body: publicEventResponse,
    },
    'POST /api/guests/purchase': {
      status: 200,
      body: {
        success: true,
        message: 'Pedido registrado.',
        paymentLink: 'http://site.localhost/api/payments/local/ord_9_abc',
        orderId: 9,
        amount: 35000,
        statusToken: 'tok',
      },
    },
  });
  await findCompletePage();
  await userEvent.click(
    within(screen.getByRole('article', { name: 'Jantar romântico' })).getByRole(
      'button',
      { name: 'Presentear Jantar romântico' },
    ),
  );
  return {
    ...view,
    dialog: await screen.findByRole('dialog', {
      name: 'Presentes Selecionados',
    }),
  };
};

const purchaseBody = (api: Awaited<ReturnType<typeof openCart>>['api']) =>
  api.requests.find((request) => request.path === '/api/guests/purchase')
    ?.body as Record<string, unknown> | undefined;

afterEach(async () => {
  await closeAlerts();
  window.sessionStorage.clear();
  window.localStorage.clear();
  jest.mocked(redirectTo).mockClear();
});

describe('a gift tied to the invitation opened in this tab', () => {
  it('ties the gift to the invitation, saying which', async () => {
    keepInvitation('ana-e-leo', { code, name: 'Família Souza' });
    const { api, dialog } = await openCart();

    const anonymous = within(dialog).getByRole('checkbox', {
      name: 'Presentear de forma anônima',
    });
    expect(anonymous).not.toBeChecked();
    expect(anonymous).toHaveAccessibleDescription(
      'Seu presente ficará ligado ao convite Família Souza',
    );

    await payCart(dialog, 'carla@example.com');
    expect(purchaseBody(api)).toMatchObject({ invitationCode: code });
  });

  it("sends no invitation when the guest checks 'Presentear de forma anônima'", async () => {
    keepInvitation('ana-e-leo', { code, name: 'Família Souza' });
    const { api, dialog } = await openCart();

    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Presentear de forma anônima',
      }),
    );
    expect(
      within(dialog).queryByText(
        'Seu presente ficará ligado ao convite Família Souza',
      ),
    ).toBeNull();

    await payCart(dialog, 'carla@example.com');
    expect(purchaseBody(api)).toBeDefined();
    expect(purchaseBody(api)).not.toHaveProperty('invitationCode');
  });

  it('offers no choice when no invitation was opened in this tab', async () => {
    keepInvitation('outro-evento', { code, name: 'Família Souza' });
    const { api, dialog } = await openCart();

    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await payCart(dialog, 'carla@example.com');
    expect(purchaseBody(api)).not.toHaveProperty('invitationCode');
  });
});
