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

it("empties every field on 'Limpar', also the ones typed since the last 'Filtrar'", async () => {
  const { applied, flush } = withLateFilters<UserFilters>(UsersFilter, {});
  await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
  await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  flush();
  await userEvent.type(screen.getByLabelText('E-mail'), 'ana@');

  await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
  expect(screen.getByLabelText('Nome')).toHaveValue('');
  expect(screen.getByLabelText('E-mail')).toHaveValue('');
  await userEvent.type(screen.getByLabelText('Telefone'), '219');
  flush();
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  expect(applied.at(-1)).toEqual({ name: '', email: '', phoneNumber: '219' });
});
