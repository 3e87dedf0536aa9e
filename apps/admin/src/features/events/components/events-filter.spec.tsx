import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withLateFilters } from '../../../testing/late-filters';
import type { EventFilters } from '../lib/event-filters';
import { EventsFilter } from './events-filter';

it("keeps an event ID typed after 'Limpar', when the cleared filters arrive late", async () => {
  const { applied, flush } = withLateFilters<EventFilters>(EventsFilter, {
    title: 'Casamento',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
  await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
  await userEvent.type(screen.getByLabelText('ID'), '42');
  flush();

  expect(screen.getByLabelText('ID')).toHaveValue('42');
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  expect(applied.at(-1)).toMatchObject({ id: '42' });
});

it('shows filters that change from outside (Back) in the fields the admin did not touch', async () => {
  const { navigate } = withLateFilters<EventFilters>(EventsFilter, {});
  await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
  await userEvent.type(screen.getByLabelText('Link'), 'festa');
  navigate({ title: 'Casamento' });

  expect(screen.getByLabelText('Título')).toHaveValue('Casamento');
  expect(screen.getByLabelText('Link')).toHaveValue('festa');
});

it("empties every field on 'Limpar', also the ones typed since the last 'Filtrar'", async () => {
  const { applied, flush } = withLateFilters<EventFilters>(EventsFilter, {});
  await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
  await userEvent.type(screen.getByLabelText('Link'), 'festa');
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  flush();
  await userEvent.selectOptions(
    screen.getByLabelText('Tipo de data'),
    'Data do evento',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  flush();

  await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
  expect(screen.getByLabelText('Link')).toHaveValue('');
  expect(screen.getByLabelText('Tipo de data')).toHaveValue('createdAt');
  await userEvent.type(screen.getByLabelText('Título'), 'Casamento');
  flush();
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  expect(applied.at(-1)).toEqual({
    title: 'Casamento',
    dateFilterType: 'createdAt',
  });
});
