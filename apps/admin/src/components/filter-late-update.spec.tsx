import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { EventsFilter } from '../features/events/components/events-filter';
import type { EventFilters } from '../features/events/lib/event-filters';
import { UsersFilter } from '../features/accounts/components/users-filter';
import type { UserFilters } from '../features/accounts/lib/user-filters';

/**
 * The list's filters come back from the address bar a moment after 'Limpar' or 'Filtrar'
 * (a navigation): what the admin typed in between must survive that update.
 */
function withLateFilters<F>(
  Filter: (props: {
    filters: F;
    onApply: (filters: F) => void;
  }) => ReactElement,
  initial: F,
) {
  const applied: F[] = [];
  let flush: () => void = () => undefined;
  let setFromOutside: (filters: F) => void = () => undefined;
  const Harness = () => {
    const [filters, setFilters] = useState(initial);
    setFromOutside = setFilters;
    return (
      <Filter
        filters={filters}
        onApply={(next) => {
          applied.push(next);
          flush = () => setFilters(next);
        }}
      />
    );
  };
  render(<Harness />);
  return {
    applied,
    flush: () => act(flush),
    navigate: (filters: F) => act(() => setFromOutside(filters)),
  };
}

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

it("keeps a name typed after 'Limpar', when the cleared filters arrive late", async () => {
  const { applied, flush } = withLateFilters<UserFilters>(UsersFilter, {
    name: 'Ana',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
  await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
  await userEvent.type(screen.getByLabelText('Nome'), 'Bia');
  flush();

  expect(screen.getByLabelText('Nome')).toHaveValue('Bia');
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  expect(applied.at(-1)).toMatchObject({ name: 'Bia' });
});

it('shows filters that change from outside (Back) in the fields the admin did not touch', async () => {
  const { navigate } = withLateFilters<EventFilters>(EventsFilter, {});
  await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
  await userEvent.type(screen.getByLabelText('Link'), 'festa');
  navigate({ title: 'Casamento' });

  expect(screen.getByLabelText('Título')).toHaveValue('Casamento');
  expect(screen.getByLabelText('Link')).toHaveValue('festa');
});
