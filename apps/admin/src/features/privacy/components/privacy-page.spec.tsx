import { installFakeApi, type FakeReply } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queriesTo, signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { PrivacyPage } from './privacy-page';

const answered = {
  id: 1,
  kind: 'guest_erasure',
  email: 'carla@example.com',
  requestedAt: '2026-10-01T13:00:00.000Z',
  completedAt: '2026-10-02T13:00:00.000Z',
  outcome: 'Dados apagados',
  daysTaken: 1,
  overdue: false,
};
const late = {
  id: 2,
  kind: 'account_closure',
  email: 'ana@example.com',
  requestedAt: '2026-11-01T13:00:00.000Z',
  completedAt: null,
  outcome: '',
  daysTaken: 28,
  overdue: true,
};
const view = {
  id: 5,
  admin: { name: 'Beatriz Lima', email: 'beatriz@celebra.dev' },
  event: { id: 7, title: 'Casamento Ana e Leo' },
  subject: 'payout_destination',
  viewedAt: '2026-11-20T15:30:00.000Z',
};
const requests = (rows: unknown[], total = rows.length): FakeReply => ({
  status: 200,
  body: { success: true, requests: rows, total },
});
const views = (rows: unknown[], total = rows.length): FakeReply => ({
  status: 200,
  body: { success: true, views: rows, total },
});

const setup = (
  routes: Record<string, FakeReply | FakeReply[]> = {},
  url = '/privacy',
) => {
  const api = installFakeApi({
    'GET /api/admin/privacy/requests': requests([late, answered]),
    'GET /api/admin/privacy/data-views': views([view]),
    ...routes,
  });
  renderRoute(<PrivacyPage />, { path: '/privacy', url });
  return api;
};

const rowOf = async (text: string) =>
  (await screen.findByRole('cell', { name: text })).closest(
    'tr',
  ) as HTMLElement;

beforeEach(signIn);

describe('PrivacyPage', () => {
  it('lists who asked what, when, when it was answered, and flags the late ones', async () => {
    setup();
    const lateRow = await rowOf('ana@example.com');
    expect(
      within(lateRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ana@example.com',
      'Anfitrião encerrou a conta',
      '01/11/2026 10:00:00',
      'Pendente',
      'Atrasado (28 dias)',
      '-',
    ]);
    const answeredRow = await rowOf('carla@example.com');
    expect(within(answeredRow).getByText('1 dia')).toBeInTheDocument();
    expect(within(answeredRow).getByText('Dados apagados')).toBeInTheDocument();
    expect(within(answeredRow).queryByText(/Atrasado/)).toBeNull();
  });

  it('filters the late requests, the filter kept in the address', async () => {
    const api = setup({
      'GET /api/admin/privacy/requests': [
        requests([late, answered]),
        requests([late]),
      ],
    });
    await rowOf('carla@example.com');

    await userEvent.selectOptions(screen.getByLabelText('Situação'), 'overdue');

    await waitFor(() =>
      expect(
        queriesTo(api.fetchMock, '/api/admin/privacy/requests')
          .at(-1)
          ?.get('status'),
      ).toBe('overdue'),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('cell', { name: 'carla@example.com' }),
      ).toBeNull(),
    );
  });

  it("lists the administrators' views of whole payout destinations, paged", async () => {
    const api = setup({
      'GET /api/admin/privacy/data-views': [
        views([view], 21),
        views([{ ...view, id: 6, event: null }], 21),
      ],
    });
    const row = await rowOf('Casamento Ana e Leo');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Beatriz Lima (beatriz@celebra.dev)',
      'Dados para repasse completos',
      'Casamento Ana e Leo',
      '20/11/2026 12:30:00',
    ]);

    const pager = screen.getByRole('navigation', {
      name: 'Páginas dos acessos',
    });
    await userEvent.click(
      within(pager).getByRole('button', { name: 'Próxima' }),
    );

    expect(await rowOf('Evento removido')).toBeInTheDocument();
    expect(
      queriesTo(api.fetchMock, '/api/admin/privacy/data-views')
        .at(-1)
        ?.get('page'),
    ).toBe('2');
  });
});
