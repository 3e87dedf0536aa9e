import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { EventInfoPage } from './event-info-page';

const empty = {
  eventDate: null,
  startTime: null,
  endTime: null,
  eventType: 'in-person',
  eventLocation: null,
  postalCode: null,
  fullAddress: null,
  latitude: null,
  longitude: null,
  transmission: null,
  transmissionLink: null,
  transmissionPassword: null,
};

const filled = {
  ...empty,
  eventDate: '2026-10-12',
  startTime: '16:00',
  endTime: '23:00',
  eventLocation: 'Espaço Jardim',
  postalCode: '01001-000',
  fullAddress: 'Praça da Sé, Sé, São Paulo, SP',
  latitude: -23.55039,
  longitude: -46.633081,
};

const details = (eventDetails: object) => ({
  status: 200,
  body: { success: true, message: 'ok', eventDetails },
});

const saved = (request: { body: unknown }) => {
  const { date, ...rest } = request.body as Record<string, unknown>;
  return details({ ...empty, ...rest, eventDate: date });
};

const cepAnswer = {
  status: 200,
  body: {
    success: true,
    address: {
      postalCode: '01001-000',
      street: 'Praça da Sé',
      district: 'Sé',
      city: 'São Paulo',
      state: 'SP',
      fullAddress: 'Praça da Sé, Sé, São Paulo, SP',
    },
  },
};

const geocodeAnswer = {
  status: 200,
  body: {
    success: true,
    location: {
      latitude: -23.55039,
      longitude: -46.633081,
      displayName: 'Praça da Sé, São Paulo',
    },
  },
};

const textbox = (name: string) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Salvar' });

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('EventInfoPage: the whole form', () => {
  it('requires date, times and the in-person fields, each with its own message', async () => {
    const api = installFakeApi({
      'GET /api/users/event-details/3': details(empty),
    });
    renderSignedIn(<EventInfoPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Salvar' }),
    );

    for (const message of [
      '* Campo Data é obrigatório',
      '* Campo Horário de Início é obrigatório',
      '* Campo Horário de Término é obrigatório',
      '* Campo Local do Evento é obrigatório',
      '* Campo CEP é obrigatório',
      '* Campo Endereço é obrigatório',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('shows the whole form, date filled, when registration gave only the date', async () => {
    installFakeApi({
      'GET /api/users/event-details/3': details({
        ...empty,
        eventDate: '2027-05-20',
      }),
    });
    renderSignedIn(<EventInfoPage />);

    expect(await screen.findByLabelText(/^Data/)).toHaveValue('2027-05-20');
    expect(saveButton()).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Editar/ }),
    ).not.toBeInTheDocument();
  });

  it('requires the transmission fields of a virtual event', async () => {
    installFakeApi({ 'GET /api/users/event-details/3': details(empty) });
    renderSignedIn(<EventInfoPage />);

    await userEvent.click(
      await screen.findByRole('radio', { name: 'Virtual' }),
    );
    await userEvent.click(saveButton());

    for (const message of [
      '* Campo Transmissão é obrigatório',
      '* Campo Link da Transmissão é obrigatório',
      '* Campo Senha da Transmissão é obrigatório',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('* Campo CEP é obrigatório')).toBeNull();
  });

  it("says '* Formato de CEP inválido' for an incomplete CEP and does not look it up", async () => {
    const api = installFakeApi({
      'GET /api/users/event-details/3': details(empty),
    });
    renderSignedIn(<EventInfoPage />);

    await userEvent.type(
      await screen.findByRole('textbox', { name: 'CEP' }),
      '1234',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));

    expect(
      await screen.findByText('* Formato de CEP inválido'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.includes('/lookup/'))).toBe(false);
  });

  it("fills the address with 'Buscar CEP', the map with 'Localizar no mapa', and saves it all", async () => {
    const api = installFakeApi({
      'GET /api/users/event-details/3': details(empty),
      'GET /api/users/lookup/cep/01001-000': cepAnswer,
      'GET /api/users/lookup/geocode': geocodeAnswer,
      'PUT /api/users/event-details/3': saved,
    });
    renderSignedIn(<EventInfoPage />);

    const cep = await screen.findByRole('textbox', { name: 'CEP' });
    await userEvent.type(cep, '01001000');
    expect(cep).toHaveValue('01001-000');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    await waitFor(() =>
      expect(textbox('Endereço')).toHaveValue('Praça da Sé, Sé, São Paulo, SP'),
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Localizar no mapa' }),
    );
    const map = await screen.findByTitle('Mapa do local do evento');
    expect(map.getAttribute('src')).toContain('marker=-23.550390,-46.633081');
    expect(map).toHaveAttribute('height', '350');
    expect(
      screen.getByRole('link', { name: '© OpenStreetMap contributors' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ver mapa maior' }),
    ).toHaveAttribute('href', expect.stringContaining('mlat=-23.550390'));
    const geocode = api.requests.find((r) => r.path.endsWith('/geocode'));
    expect(geocode).toBeDefined();
    expect(screen.queryByLabelText(/Latitude/)).toBeNull();
    expect(screen.queryByLabelText(/Longitude/)).toBeNull();

    await userEvent.type(screen.getByLabelText(/^Data/), '2026-10-12');
    await userEvent.type(screen.getByLabelText(/^Horário de Início/), '16:00');
    await userEvent.type(screen.getByLabelText(/^Horário de Término/), '23:00');
    await userEvent.type(textbox('Local do Evento'), 'Espaço Jardim');
    await userEvent.click(saveButton());

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Informações atualizadas.');
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      date: '2026-10-12',
      startTime: '16:00',
      endTime: '23:00',
      eventType: 'in-person',
      eventLocation: 'Espaço Jardim',
      postalCode: '01001-000',
      fullAddress: 'Praça da Sé, Sé, São Paulo, SP',
      latitude: -23.55039,
      longitude: -46.633081,
    });
  });

  it('looks a complete CEP up when the host leaves the field', async () => {
    const api = installFakeApi({
      'GET /api/users/event-details/3': details(empty),
      'GET /api/users/lookup/cep/01001-000': cepAnswer,
    });
    renderSignedIn(<EventInfoPage />);

    await userEvent.type(
      await screen.findByRole('textbox', { name: 'CEP' }),
      '01001000',
    );
    await userEvent.tab();

    await waitFor(() =>
      expect(textbox('Endereço')).toHaveValue('Praça da Sé, Sé, São Paulo, SP'),
    );
    expect(
      api.requests.filter((r) => r.path.includes('/lookup/cep/')),
    ).toHaveLength(1);
  });

  it("shows the api's 'Serviço de consulta indisponível…' under 'Buscar CEP', no alert, the address left to type", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({
      'GET /api/users/event-details/3': details(empty),
      'GET /api/users/lookup/cep/01001-000': {
        status: 503,
        body: {
          success: false,
          code: 'LOOKUP_UNAVAILABLE',
          message:
            'Serviço de consulta indisponível no momento. Tente novamente mais tarde.',
        },
      },
    });
    renderSignedIn(<EventInfoPage />);

    await userEvent.type(
      await screen.findByRole('textbox', { name: 'CEP' }),
      '01001000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Serviço de consulta indisponível no momento. Tente novamente mais tarde. Você pode digitar o endereço.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(textbox('Endereço')).toHaveValue('');
    expect(textbox('Endereço')).toBeEnabled();
    jest.mocked(console.warn).mockRestore();
  });

  it("shows 'CEP não encontrado.' for an unknown CEP", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({
      'GET /api/users/event-details/3': details(empty),
      'GET /api/users/lookup/cep/99999-999': {
        status: 404,
        body: { success: false, message: 'CEP não encontrado.' },
      },
    });
    renderSignedIn(<EventInfoPage />);

    await userEvent.type(
      await screen.findByRole('textbox', { name: 'CEP' }),
      '99999999',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'CEP não encontrado.',
    );
    jest.mocked(console.warn).mockRestore();
  });

  it("clears '* Formato de CEP inválido' as soon as the CEP is corrected", async () => {
    installFakeApi({ 'GET /api/users/event-details/3': details(empty) });
    renderSignedIn(<EventInfoPage />);

    const cep = await screen.findByRole('textbox', { name: 'CEP' });
    await userEvent.type(cep, '0100');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(
      await screen.findByText('* Formato de CEP inválido'),
    ).toBeInTheDocument();

    await userEvent.type(cep, '1000');

    await waitFor(() =>
      expect(screen.queryByText('* Formato de CEP inválido')).toBeNull(),
    );
    expect(cep).toHaveValue('01001-000');
  });

  it("asks once for a CEP when the host leaves the field by double-clicking 'Buscar CEP'", async () => {
    const api = installFakeApi({
      'GET /api/users/event-details/3': details(empty),
      'GET /api/users/lookup/cep/01001-000': cepAnswer,
    });
    renderSignedIn(<EventInfoPage />);

    await userEvent.type(
      await screen.findByRole('textbox', { name: 'CEP' }),
      '01001000',
    );
    await userEvent.dblClick(
      screen.getByRole('button', { name: 'Buscar CEP' }),
    );

    await waitFor(() =>
      expect(textbox('Endereço')).toHaveValue('Praça da Sé, Sé, São Paulo, SP'),
    );
    expect(
      api.requests.filter((r) => r.path.includes('/lookup/cep/')),
    ).toHaveLength(1);
  });

  it("shows 'Erro ao recuperar informações do evento.' when the details cannot be loaded", async () => {
    installFakeApi({
      'GET /api/users/event-details/3': {
        status: 400,
        body: { success: false },
      },
    });
    renderSignedIn(<EventInfoPage />);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao recuperar informações do evento.');
  });
});

describe('EventInfoPage: field by field', () => {
  it('shows the saved details and the map', async () => {
    installFakeApi({ 'GET /api/users/event-details/3': details(filled) });
    renderSignedIn(<EventInfoPage />);

    expect(await screen.findByText('12/10/2026')).toBeInTheDocument();
    expect(screen.getByText('Espaço Jardim')).toBeInTheDocument();
    expect(screen.getByText('Presencial')).toBeInTheDocument();
    expect(screen.getByTitle('Mapa do local do evento')).toBeInTheDocument();
  });

  it("says '* Campo obrigatório' when one field is emptied, then saves the new value with the rest", async () => {
    const api = installFakeApi({
      'GET /api/users/event-details/3': details(filled),
      'PUT /api/users/event-details/3': saved,
    });
    renderSignedIn(<EventInfoPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Local do Evento' }),
    );
    const editor = screen.getByRole('form', { name: 'Editar Local do Evento' });
    const input = within(editor).getByRole('textbox', {
      name: 'Local do Evento',
    });
    await userEvent.clear(input);
    await userEvent.click(
      within(editor).getByRole('button', { name: 'Salvar' }),
    );

    expect(
      await within(editor).findByText('* Campo obrigatório'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.type(input, 'Salão Azul');
    await userEvent.click(
      within(editor).getByRole('button', { name: 'Salvar' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Informações atualizadas.');
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      date: '2026-10-12',
      eventLocation: 'Salão Azul',
      postalCode: '01001-000',
      latitude: -23.55039,
    });
    expect(await screen.findByText('Salão Azul')).toBeInTheDocument();
  });

  it('refuses an end time before the start time, on the end time, and saves nothing', async () => {
    const api = installFakeApi({
      'GET /api/users/event-details/3': details(filled),
    });
    renderSignedIn(<EventInfoPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Horário de Término' }),
    );
    const editor = screen.getByRole('form', {
      name: 'Editar Horário de Término',
    });
    const input = within(editor).getByLabelText(/^Horário de Término/);
    await userEvent.clear(input);
    await userEvent.type(input, '15:00');
    await userEvent.click(
      within(editor).getByRole('button', { name: 'Salvar' }),
    );

    expect(
      await within(editor).findByText(
        '* O horário de término deve ser depois do horário de início',
      ),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('checks the CEP format when the CEP alone is edited', async () => {
    installFakeApi({ 'GET /api/users/event-details/3': details(filled) });
    renderSignedIn(<EventInfoPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar CEP' }),
    );
    const editor = screen.getByRole('form', { name: 'Editar CEP' });
    const input = within(editor).getByRole('textbox', { name: 'CEP' });
    await userEvent.clear(input);
    await userEvent.type(input, '0100');
    await userEvent.click(
      within(editor).getByRole('button', { name: 'Salvar' }),
    );

    expect(
      await within(editor).findByText('* Formato de CEP inválido'),
    ).toBeInTheDocument();
  });

  it("opens the whole form with 'Editar tudo'", async () => {
    installFakeApi({ 'GET /api/users/event-details/3': details(filled) });
    renderSignedIn(<EventInfoPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar tudo' }),
    );

    expect(screen.getByRole('radio', { name: 'Presencial' })).toBeChecked();
    expect(textbox('Endereço')).toHaveValue('Praça da Sé, Sé, São Paulo, SP');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(
      screen.getByRole('button', { name: 'Editar tudo' }),
    ).toBeInTheDocument();
  });
});
