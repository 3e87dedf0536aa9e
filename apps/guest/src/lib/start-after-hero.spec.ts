import { heroWaitLimitMs, startAfterHero } from './start-after-hero';

const heroShell = (decode: () => Promise<void>) => {
  document.body.innerHTML =
    '<div id="hero-shell"><picture><img alt="" src="/media/banner-800.avif"></picture></div><div id="root"></div>';
  const img = document.querySelector('img') as HTMLImageElement;
  img.decode = decode;
  return img;
};

const frames = () => {
  const queued: FrameRequestCallback[] = [];
  jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => queued.push(callback));
  return () => queued.splice(0).forEach((callback) => callback(0));
};

describe('startAfterHero', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('starts the app at once on a page without the hero (Pix, Obrigado!, Meus dados)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const start = jest.fn();
    startAfterHero(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once the browser reports the banner as the largest paint, not on another paint', () => {
    jest.useFakeTimers();
    const hero = heroShell(() => new Promise<void>(() => undefined));
    let report: (entries: { element: Element | null }[]) => void = () =>
      undefined;
    const observe = jest.fn();
    class LargestPaintObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe = observe;
      disconnect = jest.fn();
    }
    const original = globalThis.PerformanceObserver;
    globalThis.PerformanceObserver =
      LargestPaintObserver as unknown as typeof PerformanceObserver;
    try {
      const start = jest.fn();
      startAfterHero(start);
      expect(observe).toHaveBeenCalledWith({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      report([{ element: document.body }]);
      jest.advanceTimersByTime(10);
      expect(start).not.toHaveBeenCalled();
      report([{ element: hero }]);
      jest.advanceTimersByTime(0);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.PerformanceObserver = original;
    }
  });

  it('without paint reports, waits for the banner to be decoded and the frame that shows it', async () => {
    let decoded: () => void = () => undefined;
    heroShell(() => new Promise<void>((resolve) => (decoded = resolve)));
    const nextFrame = frames();
    const start = jest.fn();
    startAfterHero(start);
    await Promise.resolve();
    nextFrame();
    expect(start).not.toHaveBeenCalled();

    decoded();
    await Promise.resolve();
    nextFrame();
    expect(start).not.toHaveBeenCalled();
    nextFrame();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the banner fails, once', async () => {
    const hero = heroShell(() => new Promise<void>(() => undefined));
    const start = jest.fn();
    startAfterHero(start);
    hero.dispatchEvent(new Event('error'));
    hero.dispatchEvent(new Event('error'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the wait limit when the banner never arrives', () => {
    jest.useFakeTimers();
    heroShell(() => new Promise<void>(() => undefined));
    const start = jest.fn();
    startAfterHero(start);
    jest.advanceTimersByTime(heroWaitLimitMs - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a background tab, where no frame is painted', () => {
    heroShell(() => new Promise<void>(() => undefined));
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = jest.fn();
    startAfterHero(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
