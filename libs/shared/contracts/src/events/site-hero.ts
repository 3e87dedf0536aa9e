import { countdownTo, escapeHtml } from '@celebra/format';
import { BANNER_IMAGE_SIZES, pictureOf } from '../media/responsive-image';
import type { ResponsiveImage } from '../media/responsive-image.schema';
import type { PublicEvent } from './public-event.schema';
import { SITE_DEFAULT_IMAGES } from './site-default-images';

/*
 * The top of the public site's event page (the top bar and the hero: banner, avatar, title,
 * subtitle and countdown) as HTML: the edge writes `siteHeroShellHtml` into the page, so the
 * browser paints the hero before the site's script has run; the site then draws the same boxes
 * in its own `#root` and the shell steps aside (`SITE_HERO_SHELL_STYLE`). The site's components
 * take their texts from here and draw the same markup with the same classes (Tailwind reads
 * them in the site's sources): the guest's event-hero-shell.spec.tsx fails on any difference.
 */

/** The element the edge writes the shell into, just before the page's `#root`. */
export const SITE_HERO_SHELL_ID = 'hero-shell';

/**
 * The shell's rules (the edge writes them into the page's head): while the site's `#root` shows
 * only its 'Carregando...' (`role="status"`), the shell is seen and `#root` is not; once the
 * script has drawn anything else there (the site, the password form…), the shell goes, in the
 * same frame. Browsers that cannot test for `:has` never show the shell.
 */
export const SITE_HERO_SHELL_STYLE =
  `#${SITE_HERO_SHELL_ID}{display:none}` +
  '@supports selector(:has(*)){' +
  `#${SITE_HERO_SHELL_ID}{display:block}` +
  `body:has(>#root>:not([role=status]))>#${SITE_HERO_SHELL_ID},` +
  `#${SITE_HERO_SHELL_ID}~#root:has(>[role=status]){display:none}}`;

export const siteHeroTexts = {
  openMenu: 'Abrir menu',
  countdownLabel: 'Contagem regressiva para o evento',
  countdownToday: 'É hoje!',
  countdownDays: (count: number) => (count === 1 ? 'dia' : 'dias'),
  countdownHours: (count: number) => (count === 1 ? 'hora' : 'horas'),
  countdownMinutes: (count: number) => (count === 1 ? 'minuto' : 'minutos'),
  avatarAlt: (title: string) => `Foto de ${title}`,
};

const classes = {
  site: 'site min-h-dvh bg-canvas text-ink',
  topbar:
    'site-topbar sticky top-0 z-[5] border-b border-line bg-surface/95 backdrop-blur',
  topbarRow: 'mx-auto flex h-14 max-w-5xl items-center gap-2 px-2',
  menuButton:
    'rounded-full p-2 text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand-dark',
  topbarTitle:
    'site-topbar-title truncate rounded-lg px-1 font-semibold text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark',
  hero: 'site-hero scroll-mt-16 bg-surface pb-10 outline-none',
  banner: 'h-48 w-full bg-brand-soft object-cover sm:h-72',
  heroBody:
    'site-hero-body mx-auto -mt-14 flex max-w-3xl flex-col items-center gap-2 px-4 text-center',
  avatar:
    'size-28 rounded-full border-4 border-surface bg-brand-soft object-cover shadow-md',
  title:
    'site-hero-title mt-2 text-3xl font-bold break-words text-brand-dark sm:text-4xl',
  subtitle: 'site-hero-subtitle text-lg text-muted sm:text-xl',
  countdownToday:
    'site-countdown site-countdown-today mt-4 text-2xl font-bold text-brand-dark',
  countdown: 'site-countdown mt-5 flex justify-center gap-3',
  countdownUnit:
    'site-countdown-unit flex min-w-20 flex-col items-center rounded-card bg-brand-dark px-3 py-2 text-white',
  countdownValue: 'site-countdown-value text-2xl font-bold tabular-nums',
  countdownLabel: 'site-countdown-label text-xs',
  /** The `<picture>` draws no box: its `<img>` keeps its place and classes in the layout. */
  picture: 'contents',
} as const;

/** The sizes of the hero's pictures (without variants, the given width and height are used). */
export const SITE_HERO_IMAGES = {
  banner: { sizes: BANNER_IMAGE_SIZES, width: 1200, height: 400 },
  /** The avatar's circle is at most 10rem wide in any theme. */
  avatar: { sizes: '160px', width: 112, height: 112 },
} as const;

/** The menu button's icon (24×24, drawn with the text colour). */
export const SITE_MENU_ICON_PATH = 'M4 6h16M4 12h16M4 18h16';

/** The address of the event's page on the public site ('/ana-e-leo'). */
export const siteHomePath = (slug: string) => `/${encodeURIComponent(slug)}`;

/** What the top of the page shows of an event. */
export type SiteHeroEvent = Pick<
  PublicEvent,
  | 'slug'
  | 'title'
  | 'subtitle'
  | 'bannerUrl'
  | 'bannerImage'
  | 'avatarUrl'
  | 'avatarImage'
> & {
  details: Pick<
    NonNullable<PublicEvent['details']>,
    'eventDate' | 'startTime'
  > | null;
};

type Attributes = Record<string, string | number | undefined>;

const attributesHtml = (attributes: Attributes) =>
  Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');

const element = (tag: string, attributes: Attributes, content = '') =>
  `<${tag}${attributesHtml(attributes)}>${content}</${tag}>`;

const voidElement = (tag: string, attributes: Attributes) =>
  `<${tag}${attributesHtml(attributes)}>`;

interface PictureHtml {
  image: ResponsiveImage | null;
  src: string;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  fetchpriority: 'high' | 'low';
  className: string;
}

/** As the site's ResponsiveImage draws it: a `<picture>` of the variants, else one `<img>`. */
function pictureHtml(picture: PictureHtml): string {
  const { image, className, ...img } = picture;
  if (!image)
    return voidElement('img', {
      alt: img.alt,
      src: img.src,
      width: img.width,
      height: img.height,
      fetchpriority: img.fetchpriority,
      class: className,
    });
  const { sources, src, srcset } = pictureOf(image);
  return element(
    'picture',
    { class: classes.picture },
    sources
      .map((source) =>
        voidElement('source', {
          type: source.type,
          srcset: source.srcset,
          sizes: img.sizes,
        }),
      )
      .join('') +
      voidElement('img', {
        alt: img.alt,
        src: src ?? img.src,
        srcset: srcset || undefined,
        sizes: img.sizes,
        width: image.width,
        height: image.height,
        fetchpriority: img.fetchpriority,
        class: className,
      }),
  );
}

function countdownHtml(details: SiteHeroEvent['details'], now: Date): string {
  const countdown = countdownTo(
    details?.eventDate ?? null,
    details?.startTime ?? null,
    now,
  );
  if (!countdown || countdown.kind === 'past') return '';
  const timer = { role: 'timer', 'aria-label': siteHeroTexts.countdownLabel };
  if (countdown.kind === 'today')
    return element(
      'p',
      { ...timer, class: classes.countdownToday },
      escapeHtml(siteHeroTexts.countdownToday),
    );
  const units = [
    [countdown.days, siteHeroTexts.countdownDays(countdown.days)],
    [countdown.hours, siteHeroTexts.countdownHours(countdown.hours)],
    [countdown.minutes, siteHeroTexts.countdownMinutes(countdown.minutes)],
  ] as const;
  return element(
    'div',
    { ...timer, class: classes.countdown },
    units
      .map(([value, unit]) =>
        element(
          'p',
          { class: classes.countdownUnit },
          element('span', { class: classes.countdownValue }, String(value)) +
            element(
              'span',
              { class: classes.countdownLabel },
              escapeHtml(unit),
            ),
        ),
      )
      .join(''),
  );
}

const menuIconHtml = () =>
  element(
    'svg',
    {
      viewBox: '0 0 24 24',
      width: 24,
      height: 24,
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'aria-hidden': 'true',
      focusable: 'false',
    },
    element('path', { d: SITE_MENU_ICON_PATH }),
  );

/**
 * The site's first paint as HTML, every event text escaped: the top bar and the hero as the
 * site's components draw them for `event` at `now` (the countdown), inside the page's `.site`
 * box (the hero without its section id, the menu button disabled). The rest of the page
 * follows once the script runs.
 */
export function siteHeroShellHtml(event: SiteHeroEvent, now: Date): string {
  const topbar = element(
    'header',
    { class: classes.topbar },
    element(
      'div',
      { class: classes.topbarRow },
      element(
        'button',
        {
          type: 'button',
          // Until the script runs, there is no menu to open.
          disabled: '',
          'aria-label': siteHeroTexts.openMenu,
          'aria-haspopup': 'dialog',
          class: classes.menuButton,
        },
        menuIconHtml(),
      ) +
        element(
          'a',
          {
            href: siteHomePath(event.slug),
            class: classes.topbarTitle,
          },
          escapeHtml(event.title),
        ),
    ),
  );
  const hero = element(
    'header',
    // Without the section's id, which stays unique to the site's own hero.
    { tabindex: -1, class: classes.hero },
    pictureHtml({
      ...SITE_HERO_IMAGES.banner,
      image: event.bannerImage,
      src: event.bannerUrl || SITE_DEFAULT_IMAGES.banner,
      alt: '',
      fetchpriority: 'high',
      className: classes.banner,
    }) +
      element(
        'div',
        { class: classes.heroBody },
        pictureHtml({
          ...SITE_HERO_IMAGES.avatar,
          image: event.avatarImage,
          src: event.avatarUrl || SITE_DEFAULT_IMAGES.avatar,
          alt: siteHeroTexts.avatarAlt(event.title),
          fetchpriority: 'low',
          className: classes.avatar,
        }) +
          element('h1', { class: classes.title }, escapeHtml(event.title)) +
          element(
            'h2',
            { class: classes.subtitle },
            escapeHtml(event.subtitle),
          ) +
          countdownHtml(event.details, now),
      ),
  );
  return element(
    'div',
    { class: classes.site },
    topbar + element('main', {}, hero),
  );
}
