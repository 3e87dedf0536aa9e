import { render, screen, within } from '@testing-library/react';
import { Table, type TableColumn } from './table';

type Person = { id: number; name: string };

const columns: TableColumn<Person>[] = [
  { key: 'id', header: 'ID', cell: (row) => row.id },
  { key: 'name', header: 'Nome', cell: (row) => row.name },
];

describe('Table', () => {
  it('renders one row per item under named column headers', () => {
    render(
      <Table
        caption="Pessoas"
        columns={columns}
        rows={[
          { id: 1, name: 'Ana' },
          { id: 2, name: 'Bruno' },
        ]}
        rowKey={(row) => row.id}
      />,
    );

    const table = screen.getByRole('table', { name: 'Pessoas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Nome']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1Ana', '2Bruno']);
  });

  it("says 'Nenhum dado disponível na tabela' when there are no rows", () => {
    render(
      <Table
        caption="Pessoas"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
      />,
    );

    const cell = screen.getByRole('cell', {
      name: 'Nenhum dado disponível na tabela',
    });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('accepts another empty text', () => {
    render(
      <Table
        caption="Convidados"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        emptyText="Nenhum convidado confirmado para o evento"
      />,
    );

    expect(
      screen.getByText('Nenhum convidado confirmado para o evento'),
    ).toBeInTheDocument();
  });
});
