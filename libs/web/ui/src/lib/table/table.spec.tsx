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

  it('keys the rows by their id when no rowKey is given', () => {
    const errorLog = jest
      .spyOn(console, 'error')
      .mockImplementation(() => undefined);
    render(
      <Table
        caption="Pessoas"
        columns={columns}
        rows={[
          { id: 1, name: 'Ana' },
          { id: 2, name: 'Ana' },
        ]}
      />,
    );

    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(errorLog).not.toHaveBeenCalled();
    errorLog.mockRestore();
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

  it('labels each cell with its column header for the card layout of narrow screens, keeping the cell text the value', () => {
    render(
      <Table
        caption="Pessoas"
        columns={[
          ...columns,
          {
            key: 'actions',
            header: <span>Ações</span>,
            label: 'Ações',
            cell: (row) => <button type="button">Excluir {row.name}</button>,
          },
        ]}
        rows={[{ id: 1, name: 'Ana' }]}
        rowKey={(row) => row.id}
      />,
    );

    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'ID',
      'Nome',
      'Ações',
    ]);
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '1',
      'Ana',
      'Excluir Ana',
    ]);
    expect(cells[2]).toHaveClass(
      'max-[641px]:before:content-[attr(data-label)]',
    );
    expect(
      within(screen.getByRole('table', { name: 'Pessoas' })).getAllByRole(
        'columnheader',
      ),
    ).toHaveLength(3);
  });
});
