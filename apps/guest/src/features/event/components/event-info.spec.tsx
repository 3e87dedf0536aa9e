import { itemAt } from '@celebra/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  inPersonDetails,
  publicEvent,
  virtualDetails,
} from '../../../testing/fixtures';
import { EventInfo } from './event-info';

const event = publicEvent;

describe('event information', () => {
  it('shows date, times, place and a lazy OpenStreetMap 350 px high', () => {
    render(<EventInfo event={event} details={inPersonDetails} />);

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
    render(<EventInfo event={event} details={virtualDetails} />);

    expect(screen.getByText('Zoom')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'https://zoom.example/j/123' }),
    ).toHaveAttribute('target', '_blank');
    expect(screen.getByText('festa2026')).toBeInTheDocument();
    expect(screen.queryByTitle(/^Mapa/)).toBeNull();
  });

  it("links 'Como chegar' to Google Maps for the address, in a new tab", () => {
    render(<EventInfo event={event} details={inPersonDetails} />);

    const link = screen.getByRole('link', { name: /^Como chegar/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=' +
        encodeURIComponent(
          'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-100',
        ),
    );
  });

  it("offers no 'Como chegar' for a virtual event, but the calendar", () => {
    render(<EventInfo event={event} details={virtualDetails} />);

    expect(screen.queryByRole('link', { name: /^Como chegar/ })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Adicionar à agenda' }),
    ).toBeInTheDocument();
  });

  it("links the Google Calendar's new event, filled in São Paulo time", () => {
    render(<EventInfo event={event} details={inPersonDetails} />);

    const link = screen.getByRole('link', {
      name: 'Adicionar à Google Agenda (abre em nova aba)',
    });
    expect(link).toHaveTextContent('Google Agenda');
    const url = new URL(link.getAttribute('href') as string);
    expect(url.searchParams.get('text')).toBe('Casamento Ana & Leo');
    expect(url.searchParams.get('dates')).toBe(
      '20261012T160000/20261012T230000',
    );
    expect(url.searchParams.get('ctz')).toBe('America/Sao_Paulo');
  });

  it("downloads '<slug>.ics' with the event on 'Adicionar à agenda'", async () => {
    const files: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = jest.fn((file: Blob) => {
      files.push(file);
      return 'blob:agenda';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(`${this.download} ${this.href}`);
      });
    try {
      render(<EventInfo event={event} details={inPersonDetails} />);
      await userEvent.click(
        screen.getByRole('button', { name: 'Adicionar à agenda' }),
      );

      await waitFor(() =>
        expect(downloads).toEqual(['ana-e-leo.ics blob:agenda']),
      );
      expect(files).toHaveLength(1);
      expect(files[0]?.type).toBe('text/calendar;charset=utf-8');
      const ics = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(itemAt(files, 0));
      });
      expect(ics).toContain(
        'DTSTART;TZID=America/Sao_Paulo:20261012T160000\r\n',
      );
      expect(ics).toContain('SUMMARY:Casamento Ana & Leo\r\n');
    } finally {
      click.mockRestore();
    }
  });

  it('offers no calendar when the date cannot be read', () => {
    render(
      <EventInfo
        event={event}
        details={{ ...virtualDetails, eventDate: 'em breve' }}
      />,
    );
    expect(
      screen.queryByRole('button', { name: 'Adicionar à agenda' }),
    ).toBeNull();
  });
});
