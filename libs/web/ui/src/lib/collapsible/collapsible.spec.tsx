import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Card } from '../card/card';
import { Collapsible } from './collapsible';

describe('Collapsible', () => {
  it('shows and hides its content from the header button', async () => {
    render(
      <Collapsible title="Filtros">
        <p>Conteúdo</p>
      </Collapsible>,
    );
    const toggle = screen.getByRole('button', { name: 'Filtros' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Conteúdo')).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Conteúdo')).toBeVisible();
  });

  it('can start open', () => {
    render(
      <Collapsible title="Serviços contratados" defaultOpen>
        <p>Lista</p>
      </Collapsible>,
    );
    expect(screen.getByText('Lista')).toBeVisible();
  });
});

describe('Card', () => {
  it('shows a titled panel', () => {
    render(<Card title="Total recebido">R$ 10,00</Card>);
    expect(
      screen.getByRole('heading', { name: 'Total recebido', level: 3 }),
    ).toBeInTheDocument();
    expect(screen.getByText('R$ 10,00')).toBeInTheDocument();
  });
});
