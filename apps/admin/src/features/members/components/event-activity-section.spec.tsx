import {
  closeAlerts,
  installFakeApi,
  type FakeReply,
} from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queriesTo, signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { EventActivitySection } from './event-activity-section';

const entry = (
  id: number,
  action: string,
  actorName: string,
  quantity: number | null,
  createdAt: string,
) => ({ id, action, actorName, quantity, createdAt });

const page = (activities: unknown[], total = activities.length): FakeReply => ({
  status: 200,
  body: { success: true, activities, total },
});

const setup = (reply: FakeReply) => {
  const api = installFakeApi({ 'GET /api/admin/events/42/activity': reply });
  renderRoute(<EventActivitySection eventId="42" />);
  return api;
};

beforeEach(signIn);
afterEach(closeAlerts);

describe('event activity section', () => {
  it("words each entry in pt-BR with its date and time in Brasília's time, in the api's order", async () => {
    setup(
      page([
        entry(
          4,
          'member_removed',
          'Ana Lima',
          null,
          '2025-06-02T21:15:00.000Z',
        ),
        entry(
          3,
          'guest_answer_accepted',
          'Leo Reis',
          3,
          '2025-06-02T13:00:00.000Z',
        ),
        entry(2, 'gift_added', 'Ana Lima', 1, '2025-06-01T02:30:00.000Z'),
        entry(1, 'payout_requested', '', null, '2025-05-31T12:00:00.000Z'),
      ]),
    );

    const list = await screen.findByRole('list', {
      name: 'Atividade do evento',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ana Lima removeu um acesso02/06/2025 18:15',
      'Leo Reis confirmou 3 convidados02/06/2025 10:00',
      'Ana Lima adicionou 1 presente31/05/2025 23:30',
      'Celebra solicitou um repasse31/05/2025 09:00',
    ]);
  });

  it('asks for 20 entries a page and moves through the pages', async () => {
    const api = setup(
      page(
        [entry(1, 'site_changed', 'Ana', null, '2025-06-01T12:00:00.000Z')],
        45,
      ),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Página 3' }),
    );

    const queries = queriesTo(api.fetchMock, '/api/admin/events/42/activity');
    expect(queries.map((query) => query.get('limit'))).toEqual(['20', '20']);
    expect(queries.map((query) => query.get('page'))).toEqual(['1', '3']);
  });

  it("says 'Nenhuma atividade registrada.' when there is none", async () => {
    setup(page([]));
    expect(
      await screen.findByText('Nenhuma atividade registrada.'),
    ).toBeInTheDocument();
  });

  it("shows 'Erro ao buscar a atividade do evento.' when the list fails", async () => {
    setup({ status: 500, body: { success: false } });
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao buscar a atividade do evento.');
  });
});
