import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invitationsBase as base } from '../../../testing/invitations';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { DoorListPage } from './door-list-page';

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('DoorListPage', () => {
  it('lists the households coming in the given order with people, companions, headcount and total, and prints', async () => {
    installFakeApi({
      [`GET ${base}/door-list`]: {
        status: 200,
        body: {
          entries: [
            {
              invitationName: 'Ana Lima',
              groupName: null,
              people: [{ name: 'Ana Lima', isChild: false }],
              companionNames: ['Rita Alves'],
              headcount: 2,
            },
            {
              invitationName: 'Família Souza',
              groupName: 'Família da noiva',
              people: [
                { name: 'Maria Souza', isChild: false },
                { name: 'Pedro Souza', isChild: true },
              ],
              companionNames: [],
              headcount: 2,
            },
          ],
          headcount: 4,
        },
      },
    });
    const print = jest
      .spyOn(window, 'print')
      .mockImplementation(() => undefined);
    renderSignedIn(<DoorListPage />);

    const table = await screen.findByRole('table', {
      name: 'Lista da portaria',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ConvitePessoasTotal',
      'Ana LimaAna LimaRita Alves (acompanhante)2',
      'Família SouzaFamília da noivaMaria SouzaPedro Souza (criança)2',
      'Total: 4 pessoas',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
