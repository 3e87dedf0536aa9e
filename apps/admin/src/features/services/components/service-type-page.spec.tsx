import type { AdminServiceType } from '@celebra/contracts';
import {
  closeAlerts,
  installFakeApi,
  renderWithQueryClient,
} from '@celebra/web-testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { signIn } from '../../../testing/fixtures';
import { ServiceTypePage } from './service-type-page';

const fotos: AdminServiceType = {
  id: 1,
  code: 'IMAGE',
  name: 'Fotos grátis',
  label: 'Imagem',
  description: '5 fotos no site',
  includedQuantity: 5,
  active: true,
};

const loaded = {
  'GET /api/admin/service-types/1': {
    status: 200,
    body: { success: true, serviceType: fotos },
  },
};

const renderPage = () =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/service-types/1']}>
      <Routes>
        <Route path="/services" element={<h1>Serviços</h1>} />
        <Route path="/service-types/:id" element={<ServiceTypePage />} />
      </Routes>
    </MemoryRouter>,
  );

const quantity = () =>
  screen.getByRole('textbox', { name: 'Quantidade incluída' });
const save = () =>
  userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

beforeEach(signIn);
afterEach(closeAlerts);

describe('ServiceTypePage', () => {
  it('edits the name, description, included quantity and status', async () => {
    const api = installFakeApi({
      ...loaded,
      'PUT /api/admin/service-types/1': {
        status: 200,
        body: { success: true, message: 'Serviço padrão atualizado.' },
      },
    });
    renderPage();

    const name = await screen.findByRole('textbox', { name: 'Nome' });
    expect(name).toHaveValue('Fotos grátis');
    expect(screen.getByText('Imagem')).toBeInTheDocument();
    expect(quantity()).toHaveValue('5');
    await userEvent.click(
      screen.getByRole('button', { name: 'Aumentar quantidade incluída' }),
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Status' }),
      'Inativo',
    );
    await save();

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Serviço padrão atualizado.',
    );
    expect(
      api.requests.find((request) => request.method === 'PUT'),
    ).toMatchObject({
      path: '/api/admin/service-types/1',
      body: {
        name: 'Fotos grátis',
        description: '5 fotos no site',
        includedQuantity: 6,
        active: false,
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Serviços', hidden: true }),
    ).toBeInTheDocument();
  });

  it('refuses a negative quantity and blank texts', async () => {
    const api = installFakeApi(loaded);
    renderPage();

    await userEvent.clear(await screen.findByRole('textbox', { name: 'Nome' }));
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '-1');
    await save();

    expect(await screen.findByText('Valor inválido')).toBeInTheDocument();
    expect(screen.getByText('* Campo obrigatório')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(
      false,
    );
  });

  it('says Erro ao atualizar serviço. when the save fails', async () => {
    installFakeApi({
      ...loaded,
      'PUT /api/admin/service-types/1': {
        status: 400,
        body: { success: false },
      },
    });
    renderPage();

    await screen.findByRole('textbox', { name: 'Nome' });
    await save();

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao atualizar serviço.',
    );
  });
});
