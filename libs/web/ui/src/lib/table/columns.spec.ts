import { createdAtColumn, moneyColumn } from './columns';

describe('table columns', () => {
  it('shows when a row was created, unwrapped by default', () => {
    const column = createdAtColumn<{ createdAt: string }>('Criado em');
    expect(column).toMatchObject({
      key: 'createdAt',
      header: 'Criado em',
      className: 'whitespace-nowrap',
    });
    expect(column.cell({ createdAt: '2026-03-04T12:30:00.000Z' })).toMatch(
      /04\/03\/2026/,
    );
  });

  it('shows an amount in reais', () => {
    const column = moneyColumn<{ paid: number }>(
      'paid',
      'Pago',
      (row) => row.paid,
    );
    expect(column.cell({ paid: 1250 })).toMatch(/R\$\s12,50/);
  });
});
