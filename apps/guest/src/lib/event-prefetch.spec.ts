import { waitFor } from '@testing-library/react';
import { eventResponseWith, responsiveImage } from '../testing/fixtures';
import { startEventPrefetch } from './event-prefetch';

const originalFetch = globalThis.fetch;

const answering = (body: unknown) => {
  globalThis.fetch = (() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    )) as typeof fetch;
};

const bannerPreload = () =>
  document.head.querySelector<HTMLLinkElement>(
    'link[rel="preload"][as="image"]',
  );

describe('startEventPrefetch', () => {
  beforeEach(() => {
    window.history.pushState({}, '', '/ana-e-leo');
  });

  afterEach(() => {
    globalThis.fetch = originalFetch;
    document.head.innerHTML = '';
  });

  it("preloads the banner's AVIF widths with the hero's sizes, as its <picture> picks them", async () => {
    answering(
      eventResponseWith({
        bannerImage: responsiveImage('events/3/banner/b', [480, 960, 1600]),
      }),
    );
    startEventPrefetch();
    await waitFor(() => expect(bannerPreload()).not.toBeNull());
    const link = bannerPreload();
    expect(link).toHaveAttribute('type', 'image/avif');
    expect(link).toHaveAttribute(
      'imagesrcset',
      '/media/events/3/banner/b-480.avif 480w, /media/events/3/banner/b-960.avif 960w, /media/events/3/banner/b-1600.avif 1600w',
    );
    expect(link).toHaveAttribute('imagesizes', '100vw');
    expect(link).toHaveAttribute('fetchpriority', 'high');
  });

  it("adds no second preload when the page came with the edge's", async () => {
    const bannerImage = responsiveImage('events/3/banner/b', [480, 960]);
    const edgePreload = document.createElement('link');
    edgePreload.rel = 'preload';
    edgePreload.setAttribute('as', 'image');
    edgePreload.setAttribute(
      'imagesrcset',
      '/media/events/3/banner/b-480.avif 480w, /media/events/3/banner/b-960.avif 960w',
    );
    document.head.append(edgePreload);
    // Resolved once the prefetch has read the answer and gone on (a task after its reactions).
    let handled: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      handled = resolve;
    });
    answering(eventResponseWith({ bannerImage }));
    const fetchAnswer = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      const response = await fetchAnswer(...args);
      const clone = response.clone.bind(response);
      response.clone = () => {
        const copy = clone();
        const read = copy.json.bind(copy);
        copy.json = () => read().finally(() => setTimeout(handled));
        return copy;
      };
      return response;
    }) as typeof fetch;
    startEventPrefetch();
    await done;
    expect(
      document.head.querySelectorAll('link[rel="preload"][as="image"]'),
    ).toHaveLength(1);
  });

  it('preloads the one URL of a banner stored before the variants', async () => {
    answering(eventResponseWith({}));
    startEventPrefetch();
    await waitFor(() => expect(bannerPreload()).not.toBeNull());
    expect(bannerPreload()).toHaveAttribute(
      'href',
      '/media/events/3/banner.webp',
    );
    expect(bannerPreload()).not.toHaveAttribute('imagesrcset');
  });
});
