import { render, screen } from '@testing-library/react';
import { responsiveImage } from '../testing/fixtures';
import { ResponsiveImage } from './responsive-image';

const banner = responsiveImage('banner', [480, 960, 1600], 900);

describe('ResponsiveImage', () => {
  it('offers AVIF, then WebP, then the JPEG <img>, each with every width and the sizes', () => {
    const { container } = render(
      <ResponsiveImage
        image={banner}
        src="/media/banner-1600.webp"
        sizes="100vw"
        alt="Capa"
        width={1200}
        height={400}
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(
      sources.map((source) => [
        source.getAttribute('type'),
        source.getAttribute('srcset'),
        source.getAttribute('sizes'),
      ]),
    ).toEqual([
      [
        'image/avif',
        '/media/banner-480.avif 480w, /media/banner-960.avif 960w, /media/banner-1600.avif 1600w',
        '100vw',
      ],
      [
        'image/webp',
        '/media/banner-480.webp 480w, /media/banner-960.webp 960w, /media/banner-1600.webp 1600w',
        '100vw',
      ],
    ]);
    const img = screen.getByRole('img', { name: 'Capa' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute(
      'srcset',
      '/media/banner-480.jpg 480w, /media/banner-960.jpg 960w, /media/banner-1600.jpg 1600w',
    );
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('src', '/media/banner-1600.jpg');
  });

  it("gives the picture's own width and height, so its room is kept before it arrives", () => {
    render(
      <ResponsiveImage
        image={responsiveImage('photo', [480, 800], 600)}
        src="/media/photo-800.webp"
        sizes="100vw"
        alt="Foto"
        width={1200}
        height={400}
      />,
    );
    const img = screen.getByRole('img', { name: 'Foto' });
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
  });

  it('fetches the hero first and eagerly, and a picture below the fold lazily', () => {
    render(
      <>
        <ResponsiveImage
          image={banner}
          src="/a.webp"
          sizes="100vw"
          alt="Capa"
          width={1}
          height={1}
          priority
        />
        <ResponsiveImage
          image={banner}
          src="/b.webp"
          sizes="100vw"
          alt="Galeria"
          width={1}
          height={1}
          lazy
        />
      </>,
    );
    const hero = screen.getByRole('img', { name: 'Capa' });
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading');
    const below = screen.getByRole('img', { name: 'Galeria' });
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).not.toHaveAttribute('fetchpriority');
  });

  it('shows a picture without variants (kept from before them) as a plain <img> of its URL', () => {
    const { container } = render(
      <ResponsiveImage
        image={null}
        src="/media/events/demo/banner.webp"
        sizes="100vw"
        alt="Capa"
        width={1200}
        height={400}
        priority
        className="h-48 w-full"
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Capa' });
    expect(img).toHaveAttribute('src', '/media/events/demo/banner.webp');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveClass('h-48', 'w-full');
    expect(img).not.toHaveAttribute('srcset');
  });
});
