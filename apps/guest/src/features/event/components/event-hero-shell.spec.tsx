import { siteHeroShellHtml } from '@celebra/contracts';
import { screen } from '@testing-library/react';
import {
  eventResponseWith,
  inPersonDetails,
  responsiveImage,
} from '../../../testing/fixtures';
import { renderSite } from '../../../testing/render-site';

/** An element as markup without its attributes' order: tag, sorted attributes, children. */
const shapeOf = (node: Node): string => {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  const element = node as Element;
  const attributes = [...element.attributes]
    .map(({ name, value }) => `${name}=${JSON.stringify(value)}`)
    .sort()
    .join(' ');
  const children = [...element.childNodes].map(shapeOf).join('');
  return `<${element.tagName.toLowerCase()} ${attributes}>${children}</>`;
};

const NOW = new Date('2027-03-18T17:30:00Z');

afterEach(() => {
  jest.useRealTimers();
  document.documentElement.removeAttribute('style');
});

describe("the edge's hero shell", () => {
  it('is the markup the site draws first: the top bar and the hero, with the same classes, pictures, texts and countdown', async () => {
    // Only the clock is frozen, so that both drawings count down from the same minute.
    jest.useFakeTimers({
      now: NOW,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'hrtime',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
    const response = eventResponseWith({
      title: `Ana & Léo <3 "para sempre" d'Ávila`,
      subtitle: '<b>21</b> de março',
      bannerImage: responsiveImage('events/3/banner/b', [480, 800, 1600]),
      avatarImage: responsiveImage('events/3/avatar/a', [480], 480),
      details: { ...inPersonDetails, eventDate: '2027-03-21' },
    });
    const { container } = renderSite('/ana-e-leo', {
      'GET /api/guests/event/ana-e-leo': { status: 200, body: response },
    });
    await screen.findByRole('heading', { level: 1 });

    const shell = document.createElement('div');
    shell.innerHTML = siteHeroShellHtml(response.event, NOW);
    const [shellSite] = shell.children;
    const site = container.querySelector('.site');
    expect(site?.className).toBe(shellSite?.className);
    const [topBar, main] = [...(site?.children ?? [])];
    const [shellTopBar, shellMain] = [...(shellSite?.children ?? [])];
    // The shell's menu button waits, disabled, for the script that opens the menu.
    const shellMenu = shellTopBar?.querySelector('button');
    expect(shellMenu).toBeDisabled();
    shellMenu?.removeAttribute('disabled');
    expect(shapeOf(topBar as Element)).toBe(shapeOf(shellTopBar as Element));
    expect(main?.tagName).toBe('MAIN');
    expect(shellMain?.tagName).toBe('MAIN');
    const hero = main?.firstElementChild?.cloneNode(true) as Element;
    // The section's id stays with the site's own hero (one element per id in the page).
    expect(hero.getAttribute('id')).toBe('inicio');
    hero.removeAttribute('id');
    expect(shapeOf(hero)).toBe(
      shapeOf(shellMain?.firstElementChild as Element),
    );
    expect(hero.querySelector('[role="timer"]')).toHaveTextContent(
      '3dias1hora30minutos',
    );
  });

  it('draws an event without pictures or date with the default pictures and no countdown, as the site does', async () => {
    const response = eventResponseWith({
      bannerUrl: null,
      avatarUrl: null,
      subtitle: '',
      details: null,
    });
    const { container } = renderSite('/ana-e-leo', {
      'GET /api/guests/event/ana-e-leo': { status: 200, body: response },
    });
    await screen.findByRole('heading', { level: 1 });

    const shell = document.createElement('div');
    shell.innerHTML = siteHeroShellHtml(response.event, new Date());
    const hero = container
      .querySelector('main')
      ?.firstElementChild?.cloneNode(true) as Element;
    hero.removeAttribute('id');
    expect(shapeOf(hero)).toBe(
      shapeOf(shell.querySelector('main')?.firstElementChild as Element),
    );
    expect(hero.querySelector('[role="timer"]')).toBeNull();
  });
});
