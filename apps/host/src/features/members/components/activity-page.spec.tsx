import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { ActivityPage } from './activity-page';

const activityPath = 'GET /api/users/events/3/activity';

const entry = (
  id: number,
  action: string,
  actorName: string,
  quantity: number | null,
  createdAt: string,
) => ({ id, action, actorName, quantity, createdAt });

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('ActivityPage', () => {
  it('lists what each person did, newest first, with the date and time', async () => {
    installFakeApi({
      [activityPath]: {
        status: 200,
        body: {
          success: true,
          total: 2,
          activities: [
            entry(
              2,
              'guest_answer_accepted',
              'Leo',
              3,
              '2026-11-05T17:30:00.000Z',
            ),
            entry(
              1,
              'payout_destination_changed',
              'Ana',
              null,
              '2026-11-04T12:05:00.000Z',
            ),
          ],
        },
      },
    });
    renderSignedIn(<ActivityPage />);

    const list = await screen.findByRole('list', {
      name: 'Atividade do evento',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Leo confirmou 3 convidados05/11/2026 14:30',
      'Ana alterou os dados para repasse04/11/2026 09:05',
    ]);
    expect(within(list).getByText('05/11/2026 14:30')).toHaveAttribute(
      'datetime',
      '2026-11-05T17:30:00.000Z',
    );
  });

  it('says when nothing happened yet', async () => {
    installFakeApi({
      [activityPath]: {
        status: 200,
        body: { success: true, total: 0, activities: [] },
      },
    });
    renderSignedIn(<ActivityPage />);

    expect(
      await screen.findByText('Nenhuma atividade registrada ainda.'),
    ).toBeInTheDocument();
  });

  it('pages like the other lists', async () => {
    const api = installFakeApi({
      [activityPath]: {
        status: 200,
        body: {
          success: true,
          total: 45,
          activities: [
            entry(9, 'gift_added', 'Ana', 2, '2026-11-05T17:30:00.000Z'),
          ],
        },
      },
    });
    renderSignedIn(<ActivityPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Página 2' }),
    );

    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(String(api.fetchMock.mock.calls.at(-1)?.[0])).toContain('page=2');
  });
});
