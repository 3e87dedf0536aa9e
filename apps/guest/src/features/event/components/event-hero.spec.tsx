import { render, screen } from '@testing-library/react';
import { publicEvent, responsiveImage } from '../../../testing/fixtures';
import { EventHero } from './event-hero';

describe('EventHero', () => {
  it('draws the banner from its variants, fetched first at the full width, and the avatar from its own', () => {
    const { container } = render(
      <EventHero
        event={{
          ...publicEvent,
          bannerImage: responsiveImage('events/3/banner/b', [480, 960, 1600]),
          avatarImage: responsiveImage('events/3/avatar/a', [480], 480),
        }}
      />,
    );
    const [bannerPicture, avatarPicture] = [
      ...container.querySelectorAll('picture'),
    ];
    const banner = bannerPicture?.querySelector('img');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).toHaveAttribute('sizes', '100vw');
    expect(banner).toHaveAttribute('width', '1600');
    expect(banner).toHaveAttribute('height', '900');
    expect(
      bannerPicture?.querySelector('source[type="image/avif"]'),
    ).toHaveAttribute(
      'srcset',
      '/media/events/3/banner/b-480.avif 480w, /media/events/3/banner/b-960.avif 960w, /media/events/3/banner/b-1600.avif 1600w',
    );
    const avatar = screen.getByRole('img', { name: /Casamento Ana & Leo/ });
    expect(avatarPicture?.contains(avatar)).toBe(true);
    expect(avatar).toHaveAttribute('fetchpriority', 'low');
    expect(avatar).toHaveAttribute(
      'srcset',
      '/media/events/3/avatar/a-480.jpg 480w',
    );
    expect(avatar).toHaveClass('size-28', 'rounded-full');
  });

  it('keeps the plain banner URL of a picture stored before the variants', () => {
    const { container } = render(<EventHero event={publicEvent} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/media/events/3/banner.webp',
    );
  });
});
