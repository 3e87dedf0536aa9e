import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default that reacts to clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Salvar</Button>);

    const button = screen.getByRole('button', { name: 'Salvar' });
    await userEvent.click(button);

    expect(button).toHaveAttribute('type', 'button');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can submit a form', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Entrar</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, shows a spinner and ignores clicks', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Salvar
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Salvar' });
    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('.animate-spin')).toBeInTheDocument();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy and shows no spinner when idle', () => {
    render(<Button>Salvar</Button>);

    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('.animate-spin')).not.toBeInTheDocument();
  });

  it('can be disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Remover
      </Button>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));

    expect(screen.getByRole('button', { name: 'Remover' })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each([
    ['primary', 'bg-brand-dark'],
    ['secondary', 'border-brand-dark'],
    ['danger', 'bg-danger'],
    ['ghost', 'bg-transparent'],
  ] as const)('styles the %s variant', (variant, expectedClass) => {
    render(<Button variant={variant}>Ok</Button>);

    expect(screen.getByRole('button', { name: 'Ok' })).toHaveClass(
      expectedClass,
    );
  });
});
