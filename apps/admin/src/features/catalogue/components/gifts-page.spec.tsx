import {
  closeAlerts,
  installFakeApi,
  renderWithQueryClient,
} from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { signIn } from '../../../testing/fixtures';
import { giftsByCategory } from '../testing/gift-fixtures';
import { GiftsPage } from './gifts-page';

const renderPage = () =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/gifts']}>
      <GiftsPage />
    </MemoryRouter>,
  );

const answerGifts = () =>
  installFakeApi({
    'GET /api/admin/gifts/categories': {
      status: 200,
      body: { success: true, message: 'ok', giftsByCategory },
    },
  });

beforeEach(signIn);
afterEach(closeAlerts);

describe('GiftsPage', () => {
  it('shows each event type as a collapsible section, the first one open', async () => {
    answerGifts();
    renderPage();

    const wedding = await screen.findByRole('button', { name: 'Casamento' });
    const baby = screen.getByRole('button', { name: 'Chá de bebê INATIVO' });
    expect(wedding).toHaveAttribute('aria-expanded', 'true');
    expect(baby).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(baby);
    expect(baby).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Nenhum dado disponível na tabela')).toBeVisible();
  });

  it('lists the gifts of the selected category tab with price in reais and dd/mm/yyyy hh:mm:ss', async () => {
    answerGifts();
    renderPage();

    const tablist = await screen.findByRole('tablist', {
      name: 'Categorias de Casamento',
    });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Cozinha',
      'Quarto',
      'Viagem',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const table = within(screen.getByRole('tabpanel')).getByRole('table');
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '7',
      'Jogo de panelas',
      'Inox, 5 peças',
      'R$\u00a01.234,56',
      '05/03/2026 09:04:09',
      'Editar',
    ]);
    expect(
      within(table).getByRole('link', { name: 'Editar Jogo de panelas' }),
    ).toHaveAttribute('href', '/gifts/7');
  });

  it('switches categories with a click and with the arrow keys', async () => {
    answerGifts();
    renderPage();

    await userEvent.click(await screen.findByRole('tab', { name: 'Quarto' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Jogo de lençóis');

    await userEvent.keyboard('{ArrowRight}');
    const viagem = screen.getByRole('tab', { name: 'Viagem' });
    expect(viagem).toHaveFocus();
    expect(viagem).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Nenhum dado disponível na tabela',
    );

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cozinha' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(viagem).toHaveFocus();
  });

  it('leads to the new gift form', async () => {
    answerGifts();
    renderPage();

    expect(
      await screen.findByRole('link', { name: 'Novo presente' }),
    ).toHaveAttribute('href', '/gifts/create');
  });

  it('says the list could not be loaded', async () => {
    installFakeApi({
      'GET /api/admin/gifts/categories': {
        status: 400,
        body: { success: false },
      },
    });
    renderPage();

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao buscar lista de presentes.',
    );
  });
});
