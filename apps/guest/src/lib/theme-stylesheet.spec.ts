import { loadThemeStylesheet } from './theme-stylesheet';

const themeLinks = () =>
  [...document.head.querySelectorAll('link[data-event-theme]')].map((link) =>
    link.getAttribute('data-event-theme'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadThemeStylesheet', () => {
  it('adopts the stylesheet the edge wrote into the head: no second download, ready when it loads', async () => {
    const fromEdge = document.createElement('link');
    fromEdge.rel = 'stylesheet';
    fromEdge.href = '/assets/boho-abc.css';
    fromEdge.setAttribute('data-event-theme', 'boho');
    document.head.append(fromEdge);

    let ready = false;
    const load = loadThemeStylesheet('boho').then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    fromEdge.dispatchEvent(new Event('load'));
    await load;

    expect(ready).toBe(true);
    expect(themeLinks()).toEqual(['boho']);
  });

  it('adds the stylesheet of a theme the head does not carry (a preview of another theme)', () => {
    void loadThemeStylesheet('praia');
    const added = document.head.querySelector('link[data-event-theme="praia"]');
    expect(added?.getAttribute('rel')).toBe('stylesheet');
    expect(added?.getAttribute('href')).toMatch(/praia/);
  });
});
