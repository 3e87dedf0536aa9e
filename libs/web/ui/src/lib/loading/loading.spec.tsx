import { render, screen } from '@testing-library/react';
import { FullPageLoading } from './full-page-loading';
import { InlineLoading } from './inline-loading';

describe('FullPageLoading', () => {
  it('announces Carregando... over the whole viewport', () => {
    render(<FullPageLoading />);

    expect(screen.getByRole('status', { name: 'Carregando...' })).toHaveClass(
      'fixed',
      'inset-0',
    );
  });
});

describe('InlineLoading', () => {
  it('announces Carregando... without showing the text by default', () => {
    render(<InlineLoading />);

    expect(
      screen.getByRole('status', { name: 'Carregando...' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Carregando...')).toHaveClass('sr-only');
  });

  it('can show a custom label', () => {
    render(<InlineLoading label="Enviando imagem..." showLabel />);

    expect(
      screen.getByRole('status', { name: 'Enviando imagem...' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Enviando imagem...')).not.toHaveClass('sr-only');
  });
});
