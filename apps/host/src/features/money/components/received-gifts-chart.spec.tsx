import { installFakeApi } from '@celebra/web-testing';
import { screen } from '@testing-library/react';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { ReceivedGiftsChart } from './received-gifts-chart';

const gift = (id: number, daysAgo: number) => ({
  id,
  guestName: 'Convidado',
  createdAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
  status: 'APPROVED',
  userAmount: 1000,
  total: 1000,
  guestContact: 'convidado@example.com',
  guestNote: '',
  thankedAt: null,
  items: [],
});

describe('ReceivedGiftsChart', () => {
  it('sums up the last 14 days in text and draws one bar per day', async () => {
    installFakeApi({
      'GET /api/users/events/3/received-gifts': {
        status: 200,
        body: {
          success: true,
          receivedGifts: [gift(1, 0), gift(2, 0), gift(3, 3), gift(4, 40)],
        },
      },
    });
    renderSignedIn(<ReceivedGiftsChart eventId={3} />);

    const chart = await screen.findByRole('img', {
      name: '3 presentes nos últimos 14 dias.',
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(14);
    expect(
      screen.getByRole('table', { name: 'Presentes recebidos por dia' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(15);
  });
});
