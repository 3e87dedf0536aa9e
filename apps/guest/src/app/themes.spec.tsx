import {
  EVENT_THEME_LOOKS,
  EVENT_THEMES,
  type EventTheme,
  themeAccent,
} from '@celebra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eventResponseWith, inPersonDetails } from '../testing/fixtures';
import { findCompletePage, renderSite } from '../testing/render-site';

const eventRoute = 'GET /api/guests/event/ana-e-leo';

const nextYear = `${new Date().getFullYear() + 1}-06-20`;

/** The fixture event in `theme`, with a date ahead (countdown) and a photo in its gallery. */
const openSite = (theme: EventTheme, search = '') =>
  renderSite(`/ana-e-leo${search}`, {
    [eventRoute]: {
      status: 200,
      body: eventResponseWith({
        theme,
        color: '#0f766e',
        details: { ...inPersonDetails, eventDate: nextYear },
        gallery: [
          {
            id: 1,
            type: 'image',
            url: '/media/events/3/gallery/1.webp',
            image: null,
          },
        ],
      }),
    },
  });

const themeLinks = () =>
  [...document.head.querySelectorAll('link[data-event-theme]')].map((link) =>
    link.getAttribute('href'),
  );

const rootStyle = (name: string) =>
  document.documentElement.style.getPropertyValue(name);

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe.each(EVENT_THEMES)('the site in the theme %s', (theme) => {
  it('renders every section, in the theme’s stylesheet and colours', async () => {
    openSite(theme);
    await findCompletePage();

    expect(document.documentElement.dataset.theme).toBe(theme);
    expect(themeLinks()).toEqual([`/assets/${theme}.css`]);
    const look = EVENT_THEME_LOOKS[theme].colors;
    expect(rootStyle('--color-canvas')).toBe(look.background);
    expect(rootStyle('--color-surface')).toBe(look.surface);
    expect(rootStyle('--color-ink')).toBe(look.text);
    expect(rootStyle('--event-color')).toBe(themeAccent('#0f766e', theme));

    expect(
      within(screen.getAllByRole('banner')[0] as HTMLElement).getByRole(
        'button',
        { name: 'Abrir menu' },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Casamento Ana & Leo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('dias');
    expect(
      screen.getByRole('region', { name: 'Galeria de fotos e vídeos' }),
    ).toBeInTheDocument();
    for (const title of [
      'Nossa história',
      'Lista de Presentes',
      'Recadinhos',
      'Informações do Evento',
      'Confirmação de Presença',
    ])
      expect(
        screen.getByRole('heading', { level: 2, name: title }),
      ).toBeInTheDocument();
    expect(screen.getByTitle('Mapa: Espaço Jardim')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      'Ambiente seguro',
    );
  });
});

describe('the preview of "Aparência" (?tema=&cor=)', () => {
  it('draws the theme and colour of the address instead of the saved ones, saving nothing', async () => {
    const { api } = openSite('classico', '?tema=boho&cor=1D4ED8');
    await findCompletePage();

    expect(document.documentElement.dataset.theme).toBe('boho');
    expect(themeLinks()).toEqual(['/assets/boho.css']);
    expect(rootStyle('--color-canvas')).toBe(
      EVENT_THEME_LOOKS.boho.colors.background,
    );
    expect(rootStyle('--event-color')).toBe('#1d4ed8');
    expect(api.requests.every((request) => request.method === 'GET')).toBe(
      true,
    );
  });

  it('ignores a theme or colour it does not know, each on its own', async () => {
    openSite('praia', '?tema=gotico&cor=ff0000');
    await findCompletePage();
    expect(document.documentElement.dataset.theme).toBe('praia');
    expect(themeLinks()).toEqual(['/assets/praia.css']);
    expect(rootStyle('--event-color')).toBe(themeAccent('#0f766e', 'praia'));
  });

  it('keeps drawing the preview on the custom pages the menu opens', async () => {
    openSite('classico', '?tema=aniversario-infantil&cor=4d7c0f');
    await findCompletePage();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole(
        'link',
        { name: 'Hospedagem' },
      ),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hospedagem' }),
    ).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('aniversario-infantil');
    expect(rootStyle('--event-color')).toBe('#4d7c0f');
  });

  it('takes a valid theme with an invalid colour', async () => {
    openSite('praia', '?tema=floral&cor=%23be123c');
    await findCompletePage();
    expect(document.documentElement.dataset.theme).toBe('floral');
    expect(rootStyle('--event-color')).toBe(themeAccent('#0f766e', 'floral'));
  });
});

const stylesheetOf = (theme: EventTheme) =>
  readFileSync(path.join(__dirname, `../themes/${theme}.css`), 'utf8');

describe.each(EVENT_THEMES)('the stylesheet of %s', (theme) => {
  const css = stylesheetOf(theme);
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(
    (match) => match[1] ?? '',
  );

  it('self-hosts the fonts of its look, woff2 only, shown at once in a fallback (swap)', () => {
    const { heading, body } = EVENT_THEME_LOOKS[theme].fonts;
    const families = faces.map(
      (face) => /font-family:\s*'([^']+)'/.exec(face)?.[1],
    );
    expect(new Set(families)).toEqual(new Set([heading, body]));
    for (const face of faces) {
      expect(face).toContain('font-display: swap');
      expect(face).toMatch(
        /src: url\('@fontsource\/[a-z0-9-]+\/files\/[a-z0-9-]+-latin-\d+-normal\.woff2'\)\s+format\('woff2'\);/,
      );
    }
    expect(css).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(css).not.toContain('@import');
  });

  it('styles only pages in its own theme, so two never mix', () => {
    const rules = css
      .replace(/@font-face\s*{[^}]*}/g, '')
      .replace(/@media[^{]*{/g, '')
      .replace(/url\("data:[^"]*"\)/g, 'url()')
      .split('}')
      .map((rule) => rule.split('{')[0]?.trim() ?? '')
      .filter((selector) => selector && !selector.startsWith('/*'));
    expect(rules.length).toBeGreaterThan(10);
    for (const selectorList of rules)
      for (const selector of selectorList.split(','))
        expect(selector).toContain(`[data-theme='${theme}']`);
  });
});
