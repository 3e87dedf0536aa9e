import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withLateFilters } from '../../../testing/late-filters';
import type { UserFilters } from '../lib/user-filters';
import { UsersFilter } from './users-filter';

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
