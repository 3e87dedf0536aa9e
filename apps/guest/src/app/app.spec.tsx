import { installFakeApi } from '@celebra/web-testing';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { publicEventResponse } from '../testing/fixtures';
import { App } from './app';

const openAt = (path: string, queryClient?: QueryClient) => {
  window.history.replaceState(null, '', path);
  return render(<App queryClient={queryClient} />);
};

/** The app's client without the retry delays of 5xx and network failures. */
const noRetryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('public event site', () => {
  it('shows "Carregando..." while the event loads', async () => {
    const api = installFakeApi({
      'GET /api/guests/event/ana-e-leo': {
        status: 200,
        body: publicEventResponse,
      },
    });
    openAt('/ana-e-leo');

    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    await screen.findByRole('heading', { level: 1 });
    expect(api.requests).toHaveLength(1);
  });

  it('shows the title, subtitle and banner in the event colour once loaded', async () => {
    installFakeApi({
      'GET /api/guests/event/ana-e-leo': {
        status: 200,
        body: publicEventResponse,
      },
    });
    const { container } = openAt('/ana-e-leo/presentes');

    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Casamento Ana & Leo',
    });
    expect(title).toHaveStyle({ color: '#0f766e' });
    expect(
      screen.getByRole('heading', { level: 2, name: '12 de outubro de 2026' }),
    ).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/media/events/3/banner.webp',
    );
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
  });

  it('shows no image when the event has no banner', async () => {
    installFakeApi({
      'GET /api/guests/event/ana-e-leo': {
        status: 200,
        body: {
          ...publicEventResponse,
          event: { ...publicEventResponse.event, bannerUrl: null },
        },
      },
    });
    const { container } = openAt('/ana-e-leo');

    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('img')).toBeNull();
  });

  it('says "Deu ruim!" when there is no such event', async () => {
    installFakeApi({
      'GET /api/guests/event/nao-existe': {
        status: 404,
        body: { success: false, message: 'Evento não encontrado.' },
      },
    });
    openAt('/nao-existe');

    expect(
      await screen.findByRole('heading', { name: 'Deu ruim!' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
  });

  it('says "Deu ruim!" at the root, which names no event, without calling the api', () => {
    const api = installFakeApi({});
    openAt('/');

    expect(
      screen.getByRole('heading', { name: 'Deu ruim!' }),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('stays on "Carregando..." when the server fails', async () => {
    const api = installFakeApi({
      'GET /api/guests/event/ana-e-leo': {
        status: 500,
        body: { success: false },
      },
    });
    const client = noRetryClient();
    openAt('/ana-e-leo', client);

    await waitFor(() => expect(api.requests).toHaveLength(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByText('Deu ruim!')).not.toBeInTheDocument();
  });

  it('stays on "Carregando..." when the network fails', async () => {
    const fetchMock = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const client = noRetryClient();
    openAt('/ana-e-leo', client);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByText('Deu ruim!')).not.toBeInTheDocument();
  });
});
