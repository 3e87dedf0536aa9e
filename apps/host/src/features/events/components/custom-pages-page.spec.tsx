import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { CustomPagesPage } from './custom-pages-page';

const page = {
  id: 41,
  title: 'Nossa história',
  content: 'Nos conhecemos em 2019.',
  position: 1,
  createdAt: '2026-05-01T12:00:00.000Z',
  updatedAt: '2026-05-01T12:00:00.000Z',
};

const pages = (enabled: boolean, list: object[], limit = 2) => ({
  status: 200,
  body: { success: true, enabled, limit, pages: list },
});

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('CustomPagesPage', () => {
  it('invites the host to buy the Página service when it is not contracted', async () => {
    installFakeApi({ 'GET /api/users/events/3/pages': pages(false, [], 0) });
    renderSignedIn(<CustomPagesPage />);

    expect(
      await screen.findByRole('heading', {
        name: 'Crie páginas extras no seu site',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ver Pacote de Serviços' }),
    ).toHaveAttribute('href', '/service-package');
    expect(screen.queryByRole('button', { name: 'Nova página' })).toBeNull();
  });

  it('lists the pages against the limit and creates one', async () => {
    const created = {
      ...page,
      id: 42,
      title: 'Hospedagem',
      content: 'Hotel X',
    };
    const api = installFakeApi({
      'GET /api/users/events/3/pages': [
        pages(true, [page]),
        pages(true, [page, created]),
      ],
      'POST /api/users/events/3/pages': {
        status: 200,
        body: {
          success: true,
          message: 'Página criada.',
          page: created,
          pages: [page, created],
        },
      },
    });
    renderSignedIn(<CustomPagesPage />);

    expect(
      await screen.findByText('1 de 2 páginas usadas'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nova página' }));
    const form = await screen.findByRole('dialog', { name: 'Nova página' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getAllByText('* Campo obrigatório')).toHaveLength(2);

    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Título da página' }),
      'Hospedagem',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Conteúdo' }),
      'Hotel X',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Página criada.');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Hospedagem',
      content: 'Hotel X',
    });
    expect(
      await screen.findByText('2 de 2 páginas usadas'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Nova página', hidden: true }),
    ).toBeDisabled();
  });

  it("shows the server's refusal when a page cannot be saved", async () => {
    installFakeApi({
      'GET /api/users/events/3/pages': pages(true, [page]),
      'PUT /api/users/events/3/pages/41': {
        status: 409,
        body: {
          success: false,
          message:
            'Páginas personalizadas fazem parte do serviço Página. Contrate-o em Pacote de Serviços.',
        },
      },
    });
    renderSignedIn(<CustomPagesPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Nossa história' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Editar página' });
    expect(
      within(form).getByRole('textbox', { name: 'Título da página' }),
    ).toHaveValue('Nossa história');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent(
      'Páginas personalizadas fazem parte do serviço Página.',
    );
  });

  it('removes a page after confirmation', async () => {
    const api = installFakeApi({
      'GET /api/users/events/3/pages': [pages(true, [page]), pages(true, [])],
      'DELETE /api/users/events/3/pages/41': {
        status: 200,
        body: { success: true, message: 'Página removida.', pages: [] },
      },
    });
    renderSignedIn(<CustomPagesPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Remover Nossa história' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Remover página?',
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Remover' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Página removida.');
    expect(
      await screen.findByText('Nenhuma página criada ainda.'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
