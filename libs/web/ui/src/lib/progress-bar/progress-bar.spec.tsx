import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('reports its value, clamped to 0–100', () => {
    const { rerender } = render(<ProgressBar value={42.4} label="Enviando" />);
    expect(
      screen.getByRole('progressbar', { name: 'Enviando' }),
    ).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();

    rerender(<ProgressBar value={150} label="Enviando" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
