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

  it('waits for the banner to be decoded and the frame that shows it to be painted', async () => {
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
    let failed: () => void = () => undefined;
    heroShell(() => new Promise<void>((_, reject) => (failed = reject)));
    const start = jest.fn();
    startAfterHero(start);
    failed();
    await Promise.resolve();
    await Promise.resolve();
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
