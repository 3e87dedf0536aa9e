import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoEvent } from '../../../testing/fixtures';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { AppearancePage } from './appearance-page';

const settings = {
  showGiftList: true,
  showGuestMessages: true,
  showEventInfo: true,
  allowGuestConfirmation: true,
  slug: demoEvent.slug,
  hasPassword: false,
  guestPaysFee: false,
};

const ok = (body: object) => ({
  status: 200,
  body: { success: true, ...body },
});

const pageCalls = (hasPassword = false) => ({
  'GET /api/users/event/3': ok({ event: demoEvent }),
  'GET /api/users/event/3/settings': ok({
    settings: { ...settings, hasPassword },
  }),
});

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

const themeGroup = () => screen.findByRole('group', { name: 'Tema' });
const previewFrame = () =>
  screen.getByTitle<HTMLIFrameElement>(/Prévia do site no/);
const previewUrl = () => new URL(previewFrame().src);

describe('AppearancePage (Aparência)', () => {
  it("offers the 8 themes as a radio group with the saved one chosen and marked 'Atual', and previews the real site with it", async () => {
    installFakeApi(pageCalls());
    renderSignedIn(<AppearancePage />);

    const themes = within(await themeGroup()).getAllByRole('radio');
    expect(themes.map((radio) => radio.getAttribute('value'))).toEqual([
      'classico',
      'rustico',
      'praia',
      'minimalista',
      'floral',
      'boho',
      'cha-de-bebe',
      'aniversario-infantil',
    ]);
    const classico = screen.getByRole('radio', { name: 'Clássico' });
    expect(classico).toBeChecked();
    expect(classico).toHaveAccessibleDescription(
      'Serifa elegante, marfim e ornamentos finos. Atual',
    );
    expect(
      screen.getByRole('radio', { name: 'Floral' }),
    ).toHaveAccessibleDescription('Flores em aquarela e caligrafia.');

    expect(previewUrl().origin).toBe('http://site.localhost');
    expect(previewUrl().pathname).toBe('/ana-e-leo');
    expect(Object.fromEntries(previewUrl().searchParams)).toEqual({
      tema: 'classico',
      cor: 'c2185b',
    });
    expect(screen.queryByText('Alterações não salvas.')).toBeNull();
  });

  it('previews the theme and the colour the host picks, by click or with the arrow keys, before saving', async () => {
    const api = installFakeApi(pageCalls());
    renderSignedIn(<AppearancePage />);
    await themeGroup();

    await userEvent.click(screen.getByRole('radio', { name: 'Floral' }));
    expect(previewUrl().searchParams.get('tema')).toBe('floral');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Boho' })).toBeChecked();
    expect(previewUrl().searchParams.get('tema')).toBe('boho');

    await userEvent.click(screen.getByRole('radio', { name: 'Azul' }));
    expect(previewUrl().searchParams.get('cor')).toBe('1d4ed8');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Alterações não salvas.',
    );

    expect(previewFrame()).toHaveAttribute(
      'title',
      'Prévia do site no celular',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Computador' }));
    expect(previewFrame()).toHaveAttribute(
      'title',
      'Prévia do site no computador',
    );
    expect(previewFrame()).toHaveAttribute('width', '1280');
    expect(Object.fromEntries(previewUrl().searchParams)).toEqual({
      tema: 'boho',
      cor: '1d4ed8',
    });
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it("saves the theme and the colour with 'Salvar' and says the site shows them", async () => {
    const api = installFakeApi({
      ...pageCalls(),
      'PUT /api/users/event/3/appearance': (request) =>
        ok({
          message: 'Aparência salva. O site já mostra o novo visual.',
          event: { ...demoEvent, ...(request.body as object) },
        }),
      'GET /api/users/me': ok({}),
    });
    renderSignedIn(<AppearancePage />);
    await themeGroup();

    await userEvent.click(screen.getByRole('radio', { name: 'Praia' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Azul' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const alert = await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(alert).toHaveTextContent(
      'Aparência salva. O site já mostra o novo visual.',
    );
    expect(
      api.requests.find((r) => r.path === '/api/users/event/3/appearance'),
    ).toMatchObject({
      method: 'PUT',
      body: { theme: 'praia', color: '#1d4ed8' },
    });
    await closeAlerts();
    expect(
      screen.getByRole('radio', { name: 'Praia' }),
    ).toHaveAccessibleDescription('Areia, ondas e letras leves. Atual');
    expect(screen.queryByText('Alterações não salvas.')).toBeNull();
  });

  it("shows the api's message when the save is refused, and 'Erro ao salvar a aparência.' without one", async () => {
    installFakeApi({
      ...pageCalls(),
      'PUT /api/users/event/3/appearance': [
        {
          status: 400,
          body: {
            success: false,
            code: 'VALIDATION',
            message: 'Tema inválido.',
          },
        },
        { status: 500, body: { success: false } },
      ],
    });
    renderSignedIn(<AppearancePage />);
    await themeGroup();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Tema inválido.');
    await closeAlerts();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao salvar a aparência.');
  });

  it('says the preview shows the password screen when the site has a password', async () => {
    installFakeApi(pageCalls(true));
    renderSignedIn(<AppearancePage />);

    expect(
      await screen.findByText(
        /Seu site tem senha: a prévia mostra a tela de senha/,
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Erro ao buscar evento.' and no form when the event cannot be loaded", async () => {
    installFakeApi({
      'GET /api/users/event/3': { status: 400, body: { success: false } },
    });
    renderSignedIn(<AppearancePage />);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao buscar evento.');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull(),
    );
  });
});
