import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { AccountDataPage } from './account-data-page';
import { ClosureBanner } from './closure-banner';

const dataOf = (body: { export?: object | null; closure?: object | null }) => ({
  status: 200,
  body: { success: true, export: null, closure: null, ...body },
});

const building = {
  id: 7,
  status: 'building',
  requestedAt: '2026-05-04T12:00:00.000Z',
  expiresAt: null,
};
const CLOSES_AT = '2026-05-11T15:00:00.000Z';

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('AccountDataPage', () => {
  it('asks for the export and shows that it is being prepared, the button off meanwhile', async () => {
    const api = installFakeApi({
      'GET /api/users/me/data': [dataOf({}), dataOf({ export: building })],
      'POST /api/users/me/data/export': {
        status: 202,
        body: {
          success: true,
          message: 'Estamos preparando seus dados.',
          export: building,
        },
      },
    });
    renderSignedIn(<AccountDataPage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meus dados' }),
    ).toBeVisible();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Baixar meus dados' }),
    );

    expect(
      await screen.findByText(
        'Estamos preparando seu arquivo. Você vai receber o link por e-mail em alguns minutos.',
      ),
    ).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Baixar meus dados' }),
      ).toBeDisabled(),
    );
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      'POST /api/users/me/data/export',
    );
  });

  it("shows a ready export's deadline and an expired one's", async () => {
    installFakeApi({
      'GET /api/users/me/data': dataOf({
        export: {
          ...building,
          status: 'ready',
          expiresAt: '2026-05-06T12:00:00.000Z',
        },
      }),
    });
    const { unmount } = renderSignedIn(<AccountDataPage />);
    expect(
      await screen.findByText(
        'Seu arquivo está pronto! Enviamos o link para o seu e-mail. Ele vale até 06/05/2026 09:00:00.',
      ),
    ).toBeVisible();
    unmount();

    installFakeApi({
      'GET /api/users/me/data': dataOf({
        export: {
          ...building,
          status: 'expired',
          expiresAt: '2026-05-06T12:00:00.000Z',
        },
      }),
    });
    renderSignedIn(<AccountDataPage />);
    expect(
      await screen.findByText(
        'O link do seu último arquivo expirou. Se precisar, peça um novo.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Baixar meus dados' }),
    ).toBeEnabled();
  });

  it('explains the 7 days and what is kept before closing, and shows why it was refused', async () => {
    const reason =
      'O evento "Casamento da Ana" ainda tem saldo disponível. Solicite o saque (ou aguarde a transferência) antes de encerrar a conta.';
    installFakeApi({
      'GET /api/users/me/data': dataOf({}),
      'POST /api/users/me/closure': {
        status: 409,
        body: { success: false, code: 'CONFLICT', message: reason },
      },
    });
    renderSignedIn(<AccountDataPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Encerrar conta' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Encerrar sua conta?',
    });
    expect(dialog).toHaveTextContent(
      'Sua conta será encerrada daqui a 7 dias.',
    );
    expect(dialog).toHaveTextContent(
      'Os registros de pagamentos e saques ficam guardados, sem seus dados pessoais',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Sim, encerrar conta' }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ainda não é possível encerrar sua conta');
    expect(alert).toHaveTextContent(reason);
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Encerrar sua conta?' }),
      ).toBeNull(),
    );
  });

  it('closes the account, then shows the date and lets the host cancel', async () => {
    const api = installFakeApi({
      'GET /api/users/me/data': [
        dataOf({}),
        dataOf({ closure: { closesAt: CLOSES_AT } }),
        dataOf({}),
      ],
      'POST /api/users/me/closure': {
        status: 200,
        body: {
          success: true,
          message: 'Sua conta será encerrada em 11/05/2026 12:00:00.',
          closure: { closesAt: CLOSES_AT },
        },
      },
      'DELETE /api/users/me/closure': {
        status: 200,
        body: {
          success: true,
          message:
            'Pronto! O encerramento foi cancelado e sua conta continua ativa.',
        },
      },
    });
    renderSignedIn(<AccountDataPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Encerrar conta' }),
    );
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Encerrar sua conta?' }),
      ).getByRole('button', { name: 'Sim, encerrar conta' }),
    );
    expect(
      await screen.findByText(
        'Sua conta será encerrada em 11/05/2026 12:00:00. Até lá, você pode cancelar.',
      ),
    ).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Cancelar encerramento' }),
    );

    const success = await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(success).toHaveTextContent(
      'Pronto! O encerramento foi cancelado e sua conta continua ativa.',
    );
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('button', { name: 'Encerrar conta' }),
    ).toBeVisible();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/users/me/closure',
        'DELETE /api/users/me/closure',
      ]),
    );
  });
});

describe('ClosureBanner', () => {
  it('shows the date and the way back while the closure is pending', async () => {
    installFakeApi({
      'GET /api/users/me/data': dataOf({ closure: { closesAt: CLOSES_AT } }),
    });
    renderSignedIn(<ClosureBanner />);
    const banner = await screen.findByRole('region', {
      name: 'Encerramento da conta',
    });
    expect(banner).toHaveTextContent(
      'Sua conta será encerrada em 11/05/2026 12:00:00. Seus dados pessoais e seus eventos serão apagados.',
    );
    expect(
      within(banner).getByRole('button', { name: 'Cancelar encerramento' }),
    ).toBeVisible();
  });

  it('is not there for an account that stays', async () => {
    const api = installFakeApi({ 'GET /api/users/me/data': dataOf({}) });
    renderSignedIn(<ClosureBanner />);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(
      screen.queryByRole('region', { name: 'Encerramento da conta' }),
    ).toBeNull();
  });
});
