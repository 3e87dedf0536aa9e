import { installFakeApi } from '@celebra/web-testing';
import { screen } from '@testing-library/react';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { ReceivedGiftsChart } from './received-gifts-chart';

const saoPauloDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
});
const daysAgo = (days: number) =>
  saoPauloDay.format(new Date(Date.now() - days * 86_400_000));

describe('ReceivedGiftsChart', () => {
  it('sums up the last 14 days in text and draws one bar per day', async () => {
    installFakeApi({
      'GET /api/users/events/3/received-gifts/daily': {
        status: 200,
        body: {
          success: true,
          days: [
            { day: daysAgo(3), count: 1 },
            { day: daysAgo(0), count: 2 },
          ],
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
