import { render, screen } from '@testing-library/react';
import { inPersonDetails, virtualDetails } from '../../../testing/fixtures';
import { EventInfo } from './event-info';

describe('event information', () => {
  it('shows date, times, place and a lazy OpenStreetMap 350 px high', () => {
    render(<EventInfo details={inPersonDetails} />);

    expect(
      screen.getByText('segunda-feira, 12 de outubro de 2026'),
    ).toBeInTheDocument();
    expect(screen.getByText('Das 16:00 às 23:00')).toBeInTheDocument();
    expect(screen.getByText('Espaço Jardim')).toBeInTheDocument();
    expect(
      screen.getByText(/Avenida Paulista, 1578 - Bela Vista, São Paulo - SP/),
    ).toHaveTextContent('CEP 01310-100');

    const map = screen.getByTitle('Mapa: Espaço Jardim');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveStyle({ height: '350px' });
    expect(map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=-23\.561300,-46\.656500$/,
    );
    expect(
      screen.getByRole('link', { name: '© OpenStreetMap contributors' }),
    ).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });

  it('shows the platform, link and password of a virtual event, without a map', () => {
    render(<EventInfo details={virtualDetails} />);

    expect(screen.getByText('Zoom')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'https://zoom.example/j/123' }),
    ).toHaveAttribute('target', '_blank');
    expect(screen.getByText('festa2026')).toBeInTheDocument();
    expect(screen.queryByTitle(/^Mapa/)).toBeNull();
  });
});
