import type { AdminService } from '@celebra/contracts';
import {
  closeAlerts,
  installFakeApi,
  renderWithQueryClient,
} from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { signIn } from '../../../testing/fixtures';
import { ServiceFormPage } from './service-form-page';

const fotos: AdminService = {
  id: 3,
  name: 'Fotos extras',
  description: '20 fotos',
  price: 149090,
  type: 'IMAGE',
  active: true,
  quantity: 20,
};

const ok = { status: 200, body: { success: true, message: 'Serviço salvo.' } };

const renderAt = (path: string) =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/services" element={<h1>Serviços</h1>} />
        <Route path="/services/add" element={<ServiceFormPage />} />
        <Route path="/services/:id" element={<ServiceFormPage />} />
      </Routes>
    </MemoryRouter>,
  );

const textbox = (name: string) => screen.getByRole('textbox', { name });
const quantity = () => textbox('Quantidade');
const minus = () =>
  userEvent.click(screen.getByRole('button', { name: 'Diminuir quantidade' }));
const plus = () =>
  userEvent.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
const save = () =>
  userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const sentBody = (api: ReturnType<typeof installFakeApi>, method: string) =>
  api.requests.find((request) => request.method === method)?.body;

beforeEach(signIn);
afterEach(closeAlerts);

describe('service form, quantity', () => {
  it('starts at 0 and the minus button never goes below it', async () => {
    installFakeApi({});
    renderAt('/services/add');

    expect(
      await screen.findByRole('heading', { name: 'Novo Serviço' }),
    ).toBeInTheDocument();
    expect(quantity()).toHaveValue('0');
    await minus();
    expect(quantity()).toHaveValue('0');
    await plus();
    await plus();
    expect(quantity()).toHaveValue('2');
    await minus();
    expect(quantity()).toHaveValue('1');
  });

  it('turns non-numeric input into 0', async () => {
    installFakeApi({});
    renderAt('/services/add');

    await userEvent.clear(quantity());
    await userEvent.type(quantity(), 'abc');
    expect(quantity()).toHaveValue('0');
    await userEvent.type(quantity(), '12');
    expect(quantity()).toHaveValue('12');
  });

  it('flags a negative number as Valor inválido until the minus button brings it back to 0', async () => {
    installFakeApi({});
    renderAt('/services/add');

    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '-3');

    expect(quantity()).toHaveValue('-3');
    expect(await screen.findByText('Valor inválido')).toBeInTheDocument();
    expect(quantity()).toHaveAccessibleDescription('Valor inválido');

    await minus();
    expect(quantity()).toHaveValue('0');
    await waitFor(() =>
      expect(screen.queryByText('Valor inválido')).not.toBeInTheDocument(),
    );
  });
});

describe('service form, creating', () => {
  it('requires name, description, price and type', async () => {
    const api = installFakeApi({ 'POST /api/admin/services': ok });
    renderAt('/services/add');

    await save();

    expect(await screen.findAllByText('* Campo obrigatório')).toHaveLength(4);
    expect(
      screen.getByRole('combobox', { name: 'Tipo' }),
    ).toHaveAccessibleDescription('* Campo obrigatório');
    expect(textbox('Preço (R$)')).toHaveAccessibleDescription(
      '* Campo obrigatório',
    );
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('offers the pt-BR type labels', async () => {
    installFakeApi({});
    renderAt('/services/add');

    const type = screen.getByRole('combobox', { name: 'Tipo' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione', 'Senha', 'Vídeo', 'Imagem', 'Página', 'Extra']);
  });

  it('reads the price typed in reais and sends the service', async () => {
    const api = installFakeApi({ 'POST /api/admin/services': ok });
    renderAt('/services/add');

    await userEvent.type(textbox('Nome'), 'Vídeo extra');
    await userEvent.type(textbox('Descrição'), 'Mais um vídeo');
    await userEvent.type(textbox('Preço (R$)'), '12345,67');
    expect(textbox('Preço (R$)')).toHaveValue('12345,67');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo' }),
      'Vídeo',
    );
    await plus();
    await save();

    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sucesso!');
    expect(sentBody(api, 'POST')).toEqual({
      name: 'Vídeo extra',
      description: 'Mais um vídeo',
      price: 1234567,
      type: 'VIDEO',
      active: true,
      quantity: 1,
    });
    expect(
      await screen.findByRole('heading', { name: 'Serviços', hidden: true }),
    ).toBeInTheDocument();
  });

  it('says Erro ao salvar serviço. when the create fails', async () => {
    installFakeApi({
      'POST /api/admin/services': { status: 400, body: { success: false } },
    });
    renderAt('/services/add');

    await userEvent.type(textbox('Nome'), 'Vídeo extra');
    await userEvent.type(textbox('Descrição'), 'Mais um vídeo');
    await userEvent.type(textbox('Preço (R$)'), '9,90');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo' }),
      'Extra',
    );
    await save();

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao salvar serviço.',
    );
  });
});

describe('service form, editing', () => {
  const loaded = {
    'GET /api/admin/services/3': {
      status: 200,
      body: { success: true, service: fotos },
    },
  };

  it('is titled Atualizar Serviço, filled with the service, and saves the status', async () => {
    const api = installFakeApi({
      ...loaded,
      'PUT /api/admin/services/3': ok,
    });
    renderAt('/services/3');

    expect(
      await screen.findByRole('heading', { name: 'Atualizar Serviço' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue(
      'Fotos extras',
    );
    expect(textbox('Preço (R$)')).toHaveValue('1.490,90');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveDisplayValue(
      'Imagem',
    );
    expect(quantity()).toHaveValue('20');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Status' }),
      'Inativo',
    );
    await save();

    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sucesso!');
    expect(sentBody(api, 'PUT')).toEqual({
      name: 'Fotos extras',
      description: '20 fotos',
      price: 149090,
      type: 'IMAGE',
      active: false,
      quantity: 20,
    });
  });

  it('says Erro ao atualizar serviço. when the update fails', async () => {
    installFakeApi({
      ...loaded,
      'PUT /api/admin/services/3': { status: 400, body: { success: false } },
    });
    renderAt('/services/3');

    await screen.findByRole('combobox', { name: 'Status' });
    await save();

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao atualizar serviço.',
    );
  });

  it('deletes the service after confirmation', async () => {
    const api = installFakeApi({
      ...loaded,
      'DELETE /api/admin/services/3': {
        status: 200,
        body: {
          success: true,
          message: 'Serviço removido.',
          deactivated: false,
        },
      },
    });
    renderAt('/services/3');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir' }),
    );
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      'Tem certeza que deseja excluir? Esta ação não pode ser desfeita.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));

    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveTextContent('Serviço removido.'),
    );
    expect(api.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/admin/services/3',
    });
  });

  it('says Erro ao buscar serviço. when the service cannot be loaded', async () => {
    installFakeApi({
      'GET /api/admin/services/3': { status: 400, body: { success: false } },
    });
    renderAt('/services/3');

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao buscar serviço.',
    );
  });
});
