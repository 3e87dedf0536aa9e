import { ApiError, callRoute } from '@celebra/api-client';
import {
  type AdminEventTypeWithCategories,
  catalogueRoutes,
  type RouteContract,
} from '@celebra/contracts';
import {
  closeAlerts,
  installFakeApi,
  renderWithQueryClient,
} from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../testing/fixtures';
import { EventTypesPage } from './event-types-page';

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

const eventTypes: AdminEventTypeWithCategories[] = [
  {
    id: 1,
    name: 'Casamento',
    description: 'O grande dia',
    imageUrl: '/media/catalogue/event-types/casamento.webp',
    active: true,
    eventCategories: [
      {
        id: 11,
        name: 'Cozinha',
        description: 'Utensílios',
        eventTypeId: 1,
        active: true,
      },
      {
        id: 12,
        name: 'Lua de mel',
        description: 'Viagem',
        eventTypeId: 1,
        active: false,
      },
    ],
  },
  {
    id: 2,
    name: 'Formatura',
    description: 'Colação de grau',
    imageUrl: null,
    active: false,
    eventCategories: [],
  },
];

const listed = {
  'GET /api/admin/event-types-with-categories': {
    status: 200,
    body: { success: true, eventTypes },
  },
};
const ok = { status: 200, body: { success: true, message: 'Salvo.' } };

const renderPage = () => renderWithQueryClient(<EventTypesPage />);
const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
const textbox = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('textbox', { name });
const combobox = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('combobox', { name });
const clickIn = (scope: HTMLElement, name: string) =>
  userEvent.click(within(scope).getByRole('button', { name }));
const alertDialog = () =>
  waitFor(() => {
    const alert = document.querySelector<HTMLElement>('.swal2-popup');
    expect(alert).not.toBeNull();
    return alert as HTMLElement;
  });
const confirmAlert = async () =>
  userEvent.click(
    within(await alertDialog()).getByRole('button', { name: 'Sim' }),
  );

const { callRoute: realCallRoute } = jest.requireActual<
  typeof import('@celebra/api-client')
>('@celebra/api-client');
const { adminCreateEventType: createRoute, adminUpdateEventType: updateRoute } =
  catalogueRoutes;
/** The uploads (multipart, over XMLHttpRequest): answered here; every other call goes to the fake api. */
const createEventType = jest.fn();
const updateEventType = jest.fn();
const uploads = new Map<RouteContract, jest.Mock>([
  [createRoute, createEventType],
  [updateRoute, updateEventType],
]);

beforeEach(() => {
  signIn();
  createEventType.mockReset().mockResolvedValue({
    success: true,
    message: 'Tipo de evento criado.',
  });
  updateEventType.mockReset().mockResolvedValue({
    success: true,
    message: 'Tipo de evento atualizado.',
  });
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

describe('event types list', () => {
  it('marks inactive types and categories INATIVO and shows categories on demand', async () => {
    installFakeApi(listed);
    renderPage();

    const wedding = await screen.findByRole('button', { name: 'Casamento' });
    expect(
      screen.getByRole('button', { name: 'Formatura INATIVO' }),
    ).toBeInTheDocument();
    expect(wedding).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(wedding);

    const categories = screen.getByRole('list', {
      name: 'Categorias de Casamento',
    });
    const items = within(categories).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('CozinhaUtensílios');
    expect(items[0]).not.toHaveTextContent('INATIVO');
    expect(items[1]).toHaveTextContent('Lua de melINATIVOViagem');
  });

  it('says the list could not be loaded', async () => {
    installFakeApi({
      'GET /api/admin/event-types-with-categories': {
        status: 400,
        body: { success: false },
      },
    });
    renderPage();

    expect(await alertDialog()).toHaveTextContent(
      'Erro ao buscar tipos de eventos.',
    );
  });
});

describe('event type modal', () => {
  it('requires name, description and an image on create', async () => {
    installFakeApi(listed);
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Novo tipo de evento' }),
    );
    const modal = await dialogNamed('Novo tipo de evento');
    expect(
      within(modal).queryByRole('combobox', { name: 'Status' }),
    ).not.toBeInTheDocument();
    await clickIn(modal, 'Salvar');

    expect(
      await within(modal).findAllByText('* Campo obrigatório'),
    ).toHaveLength(2);
    expect(within(modal).getByText('* Imagem obrigatória')).toBeInTheDocument();
    expect(createEventType).not.toHaveBeenCalled();
  });

  it('creates a type with its image and closes', async () => {
    installFakeApi(listed);
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Novo tipo de evento' }),
    );
    const modal = await dialogNamed('Novo tipo de evento');
    await userEvent.type(textbox(modal, 'Nome'), 'Aniversário');
    await userEvent.type(textbox(modal, 'Descrição'), 'Festa de aniversário');
    await userEvent.upload(
      within(modal).getByLabelText(/^Imagem/),
      new File(['png'], 'bolo.png', { type: 'image/png' }),
    );
    await clickIn(modal, 'Salvar');

    expect(await alertDialog()).toHaveTextContent('Tipo de evento criado.');
    expect(callRoute).toHaveBeenCalledWith(
      createRoute,
      expect.objectContaining({
        body: expect.objectContaining({
          name: 'Aniversário',
          description: 'Festa de aniversário',
          image: expect.any(File),
        }),
      }),
    );
    await waitFor(() => expect(modal).not.toBeInTheDocument());
  });

  it('edits a type without a new image, with its status', async () => {
    installFakeApi(listed);
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Formatura' }),
    );
    const modal = await dialogNamed('Editar tipo de evento');
    expect(textbox(modal, 'Nome')).toHaveValue('Formatura');
    expect(combobox(modal, 'Status')).toHaveDisplayValue('Inativo');
    await userEvent.selectOptions(combobox(modal, 'Status'), 'Ativo');
    await clickIn(modal, 'Salvar');

    expect(await alertDialog()).toHaveTextContent('Tipo de evento atualizado.');
    expect(callRoute).toHaveBeenCalledWith(
      updateRoute,
      expect.objectContaining({
        params: { id: 2 },
        body: expect.objectContaining({
          name: 'Formatura',
          description: 'Colação de grau',
          active: true,
          image: null,
        }),
      }),
    );
  });

  it('says Erro ao salvar. when the save fails', async () => {
    installFakeApi(listed);
    updateEventType.mockRejectedValue(
      new ApiError('Ocorreu um erro inesperado.', {
        status: 500,
        generic: true,
      }),
    );
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Casamento' }),
    );
    await clickIn(await dialogNamed('Editar tipo de evento'), 'Salvar');

    expect(await alertDialog()).toHaveTextContent('Erro ao salvar.');
  });

  it('warns that the categories go too, and shows why the api refused', async () => {
    const api = installFakeApi({
      ...listed,
      'DELETE /api/admin/event-types/1': {
        status: 409,
        body: {
          success: false,
          message:
            'Não é possível remover: existem eventos ligados a este tipo.',
        },
      },
    });
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir Casamento' }),
    );
    expect(await alertDialog()).toHaveTextContent(
      'Tem certeza que deseja excluir este tipo de evento? Todas as suas categorias também serão removidas.',
    );
    await confirmAlert();

    await waitFor(() =>
      expect(document.querySelector('.swal2-popup')).toHaveTextContent(
        'Não é possível remover: existem eventos ligados a este tipo.',
      ),
    );
    expect(api.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/admin/event-types/1',
    });
  });

  it('deletes a type once confirmed', async () => {
    installFakeApi({
      ...listed,
      'DELETE /api/admin/event-types/2': {
        status: 200,
        body: { success: true, message: 'Tipo de evento removido.' },
      },
    });
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir Formatura' }),
    );
    await confirmAlert();

    await waitFor(() =>
      expect(document.querySelector('.swal2-title')).toHaveTextContent(
        'Sucesso!',
      ),
    );
  });
});

describe('category modal', () => {
  it('requires name, description and the event type', async () => {
    const api = installFakeApi(listed);
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Nova categoria' }),
    );
    const modal = await dialogNamed('Nova categoria');
    await userEvent.type(textbox(modal, 'Nome'), '   ');
    await clickIn(modal, 'Salvar');

    expect(
      await within(modal).findAllByText('* Campo obrigatório'),
    ).toHaveLength(3);
    expect(combobox(modal, 'Tipo de evento')).toHaveAccessibleDescription(
      '* Campo obrigatório',
    );
    expect(api.requests.some((request) => request.method === 'POST')).toBe(
      false,
    );
  });

  it('creates a category with trimmed texts', async () => {
    const api = installFakeApi({
      ...listed,
      'POST /api/admin/event-categories': ok,
    });
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Nova categoria' }),
    );
    const modal = await dialogNamed('Nova categoria');
    expect(
      within(modal).queryByRole('combobox', { name: 'Status' }),
    ).not.toBeInTheDocument();
    await userEvent.type(textbox(modal, 'Nome'), '  Decoração ');
    await userEvent.type(textbox(modal, 'Descrição'), ' Enfeites  ');
    await userEvent.selectOptions(
      combobox(modal, 'Tipo de evento'),
      'Formatura',
    );
    await clickIn(modal, 'Salvar');

    expect(await alertDialog()).toHaveTextContent('Salvo.');
    expect(
      api.requests.find((request) => request.method === 'POST')?.body,
    ).toEqual({ name: 'Decoração', description: 'Enfeites', eventTypeId: 2 });
  });

  it('keeps the modal open and says Erro ao salvar categoria. when a create fails', async () => {
    installFakeApi({
      ...listed,
      'POST /api/admin/event-categories': {
        status: 400,
        body: { success: false },
      },
    });
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Nova categoria' }),
    );
    const modal = await dialogNamed('Nova categoria');
    await userEvent.type(textbox(modal, 'Nome'), 'Decoração');
    await userEvent.type(textbox(modal, 'Descrição'), 'Enfeites');
    await userEvent.selectOptions(
      combobox(modal, 'Tipo de evento'),
      'Casamento',
    );
    await clickIn(modal, 'Salvar');

    expect(await alertDialog()).toHaveTextContent('Erro ao salvar categoria.');
    expect(modal).toBeInTheDocument();
  });

  it('edits a category with its status', async () => {
    const api = installFakeApi({
      ...listed,
      'PUT /api/admin/event-categories/12': ok,
    });
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Casamento' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Editar categoria Lua de mel' }),
    );
    const modal = await dialogNamed('Editar categoria');
    expect(combobox(modal, 'Tipo de evento')).toHaveDisplayValue('Casamento');
    await userEvent.selectOptions(combobox(modal, 'Status'), 'Ativo');
    await clickIn(modal, 'Salvar');

    expect(await alertDialog()).toHaveTextContent('Salvo.');
    expect(
      api.requests.find((request) => request.method === 'PUT')?.body,
    ).toEqual({
      name: 'Lua de mel',
      description: 'Viagem',
      eventTypeId: 1,
      active: true,
    });
  });

  it('closes the modal and says Erro ao editar categoria. when an edit fails', async () => {
    installFakeApi({
      ...listed,
      'PUT /api/admin/event-categories/11': {
        status: 400,
        body: { success: false },
      },
    });
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Casamento' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Editar categoria Cozinha' }),
    );
    const modal = await dialogNamed('Editar categoria');
    await clickIn(modal, 'Salvar');

    expect(await alertDialog()).toHaveTextContent('Erro ao editar categoria.');
    await waitFor(() => expect(modal).not.toBeInTheDocument());
  });

  it('deletes a category once confirmed, and says when it could not', async () => {
    const api = installFakeApi({
      ...listed,
      'DELETE /api/admin/event-categories/11': {
        status: 400,
        body: { success: false },
      },
    });
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Casamento' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Excluir categoria Cozinha' }),
    );
    expect(await alertDialog()).toHaveTextContent(
      'Tem certeza que deseja excluir? Esta ação não pode ser desfeita.',
    );
    await confirmAlert();

    await waitFor(() =>
      expect(document.querySelector('.swal2-popup')).toHaveTextContent(
        'Erro ao remover categoria.',
      ),
    );
    expect(api.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/admin/event-categories/11',
    });
  });
});
