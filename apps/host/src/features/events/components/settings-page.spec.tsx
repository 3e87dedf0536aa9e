import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoSession } from '../../../testing/fixtures';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { SettingsPage } from './settings-page';

const settings = {
  showGiftList: true,
  showGuestMessages: true,
  showEventInfo: true,
  allowGuestConfirmation: true,
  slug: 'ana-e-leo',
  hasPassword: false,
  guestPaysFee: false,
};

const services = (contracted: { type: string }[]) => ({
  status: 200,
  body: {
    success: true,
    services: {
      default: [],
      turbo: [],
      contracted: contracted.map((service, index) => ({
        id: index + 1,
        serviceId: index + 10,
        type: service.type,
        name: 'Senha',
        description: 'Proteja o site',
        price: 1990,
        quantity: 1,
        contractedAt: '2026-05-01T12:00:00.000Z',
      })),
    },
  },
});

const installSettingsApi = (
  routes: Parameters<typeof installFakeApi>[0] = {},
  current = settings,
) =>
  installFakeApi({
    'GET /api/users/event/3/settings': {
      status: 200,
      body: { success: true, settings: current },
    },
    'GET /api/users/events/3/services': services([]),
    'GET /api/users/me': { status: 200, body: demoSession },
    ...routes,
  });

const linkField = () =>
  screen.findByRole('textbox', { name: 'Link do evento' });
const save = () =>
  userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
const puts = (api: ReturnType<typeof installFakeApi>) =>
  api.requests.filter((request) => request.method === 'PUT');

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('SettingsPage', () => {
  it("alerts 'Atenção!' 'O link do evento não pode ser vazio.' for a blank link and saves nothing", async () => {
    const api = installSettingsApi();
    renderSignedIn(<SettingsPage />);

    const link = await linkField();
    await userEvent.clear(link);
    await userEvent.type(link, '   ');
    await save();

    expect(
      await screen.findByRole('dialog', { name: 'Atenção!' }),
    ).toHaveTextContent('O link do evento não pode ser vazio.');
    expect(puts(api)).toHaveLength(0);
  });

  it("alerts 'A senha deve ter pelo menos 6 caracteres.' for a short site password", async () => {
    const api = installSettingsApi({
      'GET /api/users/events/3/services': services([{ type: 'PASSWORD' }]),
    });
    renderSignedIn(<SettingsPage />);

    await userEvent.type(await screen.findByLabelText('Senha'), '12345');
    await save();

    expect(
      await screen.findByRole('dialog', { name: 'Atenção!' }),
    ).toHaveTextContent('A senha deve ter pelo menos 6 caracteres.');
    expect(puts(api)).toHaveLength(0);
  });

  it('explains the Senha service and links to the service package when it is not contracted', async () => {
    installSettingsApi();
    renderSignedIn(<SettingsPage />);

    expect(
      await screen.findByText(/contrate o serviço Senha no Pacote de Serviços/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ver Pacote de Serviços' }),
    ).toHaveAttribute('href', '/service-package');
    expect(screen.queryByLabelText('Senha')).toBeNull();
  });

  it('saves the link, the password and who pays the fee, keeping the switches as they are', async () => {
    const api = installSettingsApi({
      'GET /api/users/events/3/services': services([{ type: 'PASSWORD' }]),
      'PUT /api/users/event/3/settings': (request) => ({
        status: 200,
        body: {
          success: true,
          message: 'Configurações do evento salvas com sucesso.',
          settings: {
            ...settings,
            showGiftList: false,
            hasPassword: 'password' in (request.body as object),
          },
        },
      }),
    });
    renderSignedIn(<SettingsPage />);

    const giftList = await screen.findByRole('switch', {
      name: 'Mostrar lista de presentes',
    });
    expect(giftList).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(giftList);
    expect(giftList).toHaveAttribute('aria-checked', 'false');
    const link = await linkField();
    await userEvent.clear(link);
    await userEvent.type(link, 'Festa-Da-Ana');
    expect(
      screen.getByText('http://site.localhost/festa-da-ana'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo1');
    await userEvent.click(
      screen.getByRole('radio', { name: /O convidado paga a taxa/ }),
    );
    await save();

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Configurações do evento salvas com sucesso.');
    expect(puts(api)).toHaveLength(2);
    expect(puts(api)[1]?.body).toEqual({
      showGiftList: false,
      showGuestMessages: true,
      showEventInfo: true,
      allowGuestConfirmation: true,
      slug: 'festa-da-ana',
      password: 'segredo1',
      removePassword: false,
      guestPaysFee: true,
    });
  });

  it('saves a switch as soon as it is flipped, with the saved link, and says so', async () => {
    const api = installSettingsApi({
      'PUT /api/users/event/3/settings': (request) => ({
        status: 200,
        body: {
          success: true,
          message: 'Configurações do evento salvas com sucesso.',
          settings: { ...settings, ...(request.body as object) },
        },
      }),
    });
    renderSignedIn(<SettingsPage />);

    const link = await linkField();
    await userEvent.clear(link);
    await userEvent.type(link, 'ainda-nao-salvo');
    const messagesSwitch = screen.getByRole('switch', {
      name: 'Receber recados',
    });
    await userEvent.click(messagesSwitch);

    expect(await screen.findByRole('status')).toHaveTextContent('✓ Salvo');
    expect(messagesSwitch).toHaveAttribute('aria-checked', 'false');
    expect(puts(api)).toHaveLength(1);
    expect(puts(api)[0]?.body).toEqual({
      showGiftList: true,
      showGuestMessages: false,
      showEventInfo: true,
      allowGuestConfirmation: true,
      slug: 'ana-e-leo',
    });
  });

  it('saves quick flips one after the other, the last one carrying every change', async () => {
    const api = installSettingsApi({
      'PUT /api/users/event/3/settings': (request) => ({
        status: 200,
        body: {
          success: true,
          message: 'ok',
          settings: { ...settings, ...(request.body as object) },
        },
      }),
    });
    renderSignedIn(<SettingsPage />);

    await userEvent.click(
      await screen.findByRole('switch', { name: 'Mostrar lista de presentes' }),
    );
    await userEvent.click(
      screen.getByRole('switch', { name: 'Permitir confirmação de presença' }),
    );

    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect(puts(api)[1]?.body).toMatchObject({
      showGiftList: false,
      allowGuestConfirmation: false,
    });
  });

  it('puts a switch back and says why when its save fails', async () => {
    installSettingsApi({
      'PUT /api/users/event/3/settings': {
        status: 500,
        body: { success: false },
      },
    });
    renderSignedIn(<SettingsPage />);

    const infoSwitch = await screen.findByRole('switch', {
      name: 'Mostrar informações do evento',
    });
    await userEvent.click(infoSwitch);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao salvar configurações do evento. A opção voltou como estava.',
    );
    expect(infoSwitch).toHaveAttribute('aria-checked', 'true');
  });

  it('offers to remove an existing password', async () => {
    const api = installSettingsApi(
      {
        'PUT /api/users/event/3/settings': {
          status: 200,
          body: { success: true, message: 'ok', settings },
        },
      },
      { ...settings, hasPassword: true },
    );
    renderSignedIn(<SettingsPage />);

    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Remover senha do site' }),
    );
    await save();

    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toMatchObject({ removePassword: true });
  });

  it('shows the fee in %, what each choice gives on a R$ 100,00 gift and when payouts arrive', async () => {
    installSettingsApi({
      'GET /api/users/events/3/money-terms': {
        status: 200,
        body: {
          success: true,
          platformFeeBps: 500,
          guestPaysFee: false,
          payoutBusinessDays: 2,
        },
      },
    });
    renderSignedIn(<SettingsPage />);

    expect(
      await screen.findByText(
        'A Celebra cobra 5% sobre cada presente pago, que cobre o processamento do pagamento. Escolha quem paga essa taxa.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /Eu pago a taxa/ }),
    ).toHaveAccessibleName(
      expect.stringContaining(
        'Num presente de R$\u00a0100,00, você recebe R$\u00a095,00.',
      ),
    );
    expect(
      screen.getByRole('radio', { name: /O convidado paga a taxa/ }),
    ).toHaveAccessibleName(
      expect.stringContaining(
        'Num presente de R$\u00a0100,00, o convidado paga R$\u00a0105,00 e você recebe R$\u00a0100,00.',
      ),
    );
    expect(
      screen.getByText(
        'Cada repasse chega à sua conta em até 2 dias úteis depois de solicitado.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/uma pequena taxa/)).toBeNull();
  });

  it("shows the server's refusal, or 'Erro ao salvar configurações do evento.'", async () => {
    installSettingsApi({
      'PUT /api/users/event/3/settings': [
        {
          status: 409,
          body: {
            success: false,
            message: 'O link está em uso, por favor, crie outro.',
          },
        },
        { status: 400, body: { success: false } },
      ],
    });
    renderSignedIn(<SettingsPage />);

    await linkField();
    await save();
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('O link está em uso, por favor, crie outro.');
    await closeAlerts();
    await save();
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao salvar configurações do evento.');
  });

  it("shows 'Erro ao recuperar configurações do evento.' when the settings cannot be loaded", async () => {
    installSettingsApi({
      'GET /api/users/event/3/settings': {
        status: 400,
        body: { success: false },
      },
    });
    renderSignedIn(<SettingsPage />);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao recuperar configurações do evento.');
  });
});
