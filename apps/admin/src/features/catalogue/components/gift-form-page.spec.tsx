import { ApiError, callRoute } from '@celebra/api-client';
import {
  catalogueRoutes,
  type RouteContract,
  itemAt,
} from '@celebra/contracts';
import {
  closeAlerts,
  installFakeApi,
  renderWithQueryClient,
} from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { signIn } from '../../../testing/fixtures';
import { eventTypesWithCategories, panelas } from '../testing/gift-fixtures';
import { GiftFormPage } from './gift-form-page';

jest.mock('@celebra/api-client', () => {
  const actual = jest.requireActual<typeof import('@celebra/api-client')>(
    '@celebra/api-client',
  );
  return { ...actual, callRoute: jest.fn(actual.callRoute) };
});
// jsdom cannot decode images: the compressor hands the chosen file back.
jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: jest.fn(async (file: File) => file),
}));

const saved = { success: true as const, message: 'Presente salvo.' };

const renderAt = (path: string) =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/gifts" element={<h1>Lista de Presente</h1>} />
        <Route path="/gifts/create" element={<GiftFormPage />} />
        <Route path="/gifts/:id" element={<GiftFormPage />} />
      </Routes>
    </MemoryRouter>,
  );

const catalogueApi = (extra = {}) =>
  installFakeApi({
    'GET /api/admin/event-types-with-categories': {
      status: 200,
      body: { success: true, eventTypes: eventTypesWithCategories },
    },
    'GET /api/admin/gifts/7': {
      status: 200,
      body: { success: true, gift: panelas },
    },
    ...extra,
  });

const save = () =>
  userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const photo = () => new File(['png'], 'panelas.png', { type: 'image/png' });

// jsdom has no object URLs; the preview only needs one.
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const { callRoute: realCallRoute } = jest.requireActual<
  typeof import('@celebra/api-client')
>('@celebra/api-client');
const { adminCreateGift: createRoute, adminUpdateGift: updateRoute } =
  catalogueRoutes;
/** The uploads (multipart, over XMLHttpRequest): answered here; every other call goes to the fake api. */
const createGift = jest.fn();
const updateGift = jest.fn();
const uploads = new Map<RouteContract, jest.Mock>([
  [createRoute, createGift],
  [updateRoute, updateGift],
]);

beforeEach(() => {
  signIn();
  createGift.mockReset().mockResolvedValue(saved);
  updateGift.mockReset().mockResolvedValue(saved);
  jest
    .mocked(callRoute)
    .mockReset()
    .mockImplementation(
      ((route: RouteContract, input: never, client?: never) =>
        uploads.get(route)?.(input) ??
        realCallRoute(route, input, client)) as typeof callRoute,
    );
});
afterEach(closeAlerts);

describe('gift form, creating', () => {
  it('is titled Novo Presente and has no status selector', async () => {
    catalogueApi();
    renderAt('/gifts/create');

    expect(
      await screen.findByRole('heading', { name: 'Novo Presente' }),
    ).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Nome' });
    expect(
      screen.queryByRole('combobox', { name: 'Status' }),
    ).not.toBeInTheDocument();
  });

  it('asks for every required field, a price above zero and the image', async () => {
    catalogueApi();
    renderAt('/gifts/create');
    await screen.findByRole('textbox', { name: 'Nome' });

    await save();

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Por favor, preencha todos os campos obrigatórios.',
    );
    await closeAlerts();
    expect(screen.getAllByText('* Campo obrigatório')).toHaveLength(3);
    expect(
      screen.getByRole('textbox', { name: 'Nome' }),
    ).toHaveAccessibleDescription('* Campo obrigatório');
    expect(
      screen.getByRole('combobox', { name: 'Categoria' }),
    ).toHaveAccessibleDescription('* Campo obrigatório');
    expect(
      screen.getByRole('textbox', { name: 'Preço (R$)' }),
    ).toHaveAccessibleDescription('* O preço deve ser maior que zero');
    expect(screen.getByText('* Envie a imagem')).toBeInTheDocument();
    expect(createGift).not.toHaveBeenCalled();
  });

  it('offers the categories grouped by event type', async () => {
    catalogueApi();
    renderAt('/gifts/create');

    const select = await screen.findByRole('combobox', { name: 'Categoria' });
    const groups = within(select).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Casamento',
      'Chá de bebê',
    ]);
    expect(
      within(itemAt(groups, 1))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Enxoval']);
  });

  it('reads the price as reais and sends the gift with its image', async () => {
    catalogueApi();
    renderAt('/gifts/create');

    const image = photo();
    await userEvent.upload(await screen.findByLabelText(/^Imagem/), image);
    expect(
      await screen.findByRole('img', { name: 'Imagem do presente' }),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Nome' }),
      ' Batedeira ',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Descrição' }),
      'Planetária',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Categoria' }),
      'Enxoval',
    );
    const price = screen.getByRole('textbox', { name: 'Preço (R$)' });
    await userEvent.type(price, 'R$ 1234,56');
    expect(price).toHaveValue('1234,56');

    await save();

    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sucesso!');
    expect(
      await screen.findByRole('heading', {
        name: 'Lista de Presente',
        hidden: true,
      }),
    ).toBeInTheDocument();
    expect(callRoute).toHaveBeenCalledWith(
      createRoute,
      expect.objectContaining({
        body: expect.objectContaining({
          name: 'Batedeira',
          description: 'Planetária',
          eventCategoryId: 21,
          price: 123456,
          active: true,
          image: expect.any(File),
        }),
      }),
    );
    expect(createGift.mock.calls[0][0].body.image).toHaveProperty(
      'name',
      'panelas.png',
    );
  });

  it('shows the save error and stays on the form', async () => {
    catalogueApi();
    createGift.mockRejectedValue(
      new ApiError('Ocorreu um erro inesperado.', {
        status: 500,
        generic: true,
      }),
    );
    renderAt('/gifts/create');

    await userEvent.upload(await screen.findByLabelText(/^Imagem/), photo());
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Nome' }),
      'Batedeira',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Descrição' }),
      'Planetária',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Categoria' }),
      'Cozinha',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Preço (R$)' }),
      '990',
    );
    await save();

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao salvar presente.',
    );
    expect(
      screen.getByRole('heading', { name: 'Novo Presente', hidden: true }),
    ).toBeInTheDocument();
  });
});

describe('gift form, editing', () => {
  it('is titled Atualizar Presente and filled with the gift', async () => {
    catalogueApi();
    renderAt('/gifts/7');

    expect(
      await screen.findByRole('heading', { name: 'Atualizar Presente' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue(
      'Jogo de panelas',
    );
    expect(screen.getByRole('textbox', { name: 'Descrição' })).toHaveValue(
      'Inox, 5 peças',
    );
    expect(
      screen.getByRole('combobox', { name: 'Categoria' }),
    ).toHaveDisplayValue('Cozinha');
    expect(screen.getByRole('textbox', { name: 'Preço (R$)' })).toHaveValue(
      '1.234,56',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue(
      'Ativo',
    );
    expect(
      screen.getByRole('img', { name: 'Imagem de Jogo de panelas' }),
    ).toHaveAttribute('src', panelas.imageUrl);
  });

  it('saves without a new image, with the chosen status', async () => {
    catalogueApi();
    renderAt('/gifts/7');

    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Status' }),
      'Inativo',
    );
    await save();

    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sucesso!');
    expect(callRoute).toHaveBeenCalledWith(
      updateRoute,
      expect.objectContaining({
        params: { id: '7' },
        body: expect.objectContaining({
          name: 'Jogo de panelas',
          eventCategoryId: 11,
          price: 123456,
          active: false,
          image: null,
        }),
      }),
    );
  });

  it('shows the update error', async () => {
    catalogueApi();
    updateGift.mockRejectedValue(
      new ApiError('Ocorreu um erro inesperado.', {
        status: 500,
        generic: true,
      }),
    );
    renderAt('/gifts/7');

    await screen.findByRole('combobox', { name: 'Status' });
    await save();

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao atualizar presente.',
    );
  });

  it('deletes the gift after confirmation', async () => {
    const api = catalogueApi({
      'DELETE /api/admin/gifts/7': {
        status: 200,
        body: {
          success: true,
          message: 'Presente removido.',
          deactivated: false,
        },
      },
    });
    renderAt('/gifts/7');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir' }),
    );
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      'Tem certeza que deseja excluir? Esta ação não pode ser desfeita.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));

    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveAccessibleName('Sucesso!'),
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Presente removido.');
    expect(
      await screen.findByRole('heading', {
        name: 'Lista de Presente',
        hidden: true,
      }),
    ).toBeInTheDocument();
    expect(
      api.requests.map((request) => `${request.method} ${request.path}`),
    ).toContain('DELETE /api/admin/gifts/7');
  });

  it('keeps the gift when the deletion is cancelled', async () => {
    const api = catalogueApi();
    renderAt('/gifts/7');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Cancelar',
      }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(
      false,
    );
  });

  it('shows the delete error', async () => {
    catalogueApi({
      'DELETE /api/admin/gifts/7': { status: 400, body: { success: false } },
    });
    renderAt('/gifts/7');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Sim',
      }),
    );

    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveTextContent(
        'Erro ao remover presente.',
      ),
    );
  });

  it('says the gift could not be loaded', async () => {
    catalogueApi({
      'GET /api/admin/gifts/7': { status: 400, body: { success: false } },
    });
    renderAt('/gifts/7');

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao buscar presente.',
    );
  });

  it('says the categories could not be loaded', async () => {
    catalogueApi({
      'GET /api/admin/event-types-with-categories': {
        status: 400,
        body: { success: false },
      },
    });
    renderAt('/gifts/create');

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao buscar categorias de presentes.',
    );
  });
});
