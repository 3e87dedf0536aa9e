import { render, screen } from '@testing-library/react';
import { publicEvent } from '../../../testing/fixtures';
import { Introduction } from './introduction';

describe('introduction and gallery', () => {
  it('shows the title and the text with its line breaks', () => {
    render(<Introduction event={publicEvent} />);

    expect(
      screen.getByRole('heading', { level: 2, name: 'Nossa história' }),
    ).toBeInTheDocument();
    const text = screen.getByText(/Que alegria ter você aqui\./);
    expect(text.querySelectorAll('br')).toHaveLength(1);
    expect(text).toHaveTextContent(
      'Que alegria ter você aqui.Venha celebrar conosco!',
    );
  });

  it('shows no picture at all, only the text, when the gallery is empty', () => {
    const { container } = render(
      <Introduction event={{ ...publicEvent, gallery: [] }} />,
    );

    expect(container.querySelector('img, video')).toBeNull();
    expect(
      screen.queryByRole('region', { name: 'Galeria de fotos e vídeos' }),
    ).toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Nossa história' }),
    ).toBeInTheDocument();
  });

  it("uses 'Sejam bem-vindos!' and the default text when the host wrote none", () => {
    render(
      <Introduction
        event={{ ...publicEvent, titleDescription: ' ', description: '' }}
      />,
    );

    expect(
      screen.getByRole('heading', { level: 2, name: 'Sejam bem-vindos!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Que alegria ter você aqui! Preparamos este espaço/),
    ).toBeInTheDocument();
  });

  it('shows photos and videos one at a time; videos play inline, muted, with controls', () => {
    const { container } = render(
      <Introduction
        event={{
          ...publicEvent,
          gallery: [
            { id: 1, type: 'image', url: '/media/g/1.webp', image: null },
            { id: 2, type: 'video', url: '/media/g/2.mp4', image: null },
          ],
        }}
      />,
    );

    const carousel = screen.getByRole('region', {
      name: 'Galeria de fotos e vídeos',
    });
    expect(carousel).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Foto 1 da galeria' });
    expect(photo).toHaveAttribute('src', '/media/g/1.webp');
    expect(photo).toHaveAttribute('loading', 'lazy');
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/media/g/2.mp4');
    expect(video.controls).toBe(true);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(
      screen.getByRole('button', { name: 'Mídia anterior' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima mídia' })).toBeEnabled();
    expect(
      screen.getByText('Mídia 1 de 2', { selector: 'p' }),
    ).toBeInTheDocument();
  });
});
