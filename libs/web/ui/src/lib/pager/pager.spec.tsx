import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './pager';

describe('Pager', () => {
  it('moves to the previous, next and a numbered page', async () => {
    const onPageChange = jest.fn();
    render(<Pager page={2} totalPages={3} onPageChange={onPageChange} />);

    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));

    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pager page={1} totalPages={2} onPageChange={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    rerender(<Pager page={2} totalPages={2} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  it("says 'de mais de' and keeps 'Próxima' when the pages were counted only up to a point", async () => {
    const onPageChange = jest.fn();
    render(
      <Pager page={50} totalPages={50} hasMore onPageChange={onPageChange} />,
    );

    expect(screen.getByText('Página 50 de mais de 50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(onPageChange.mock.calls).toEqual([[51]]);
  });

  it('is hidden when everything fits in one page', () => {
    render(<Pager page={1} totalPages={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
