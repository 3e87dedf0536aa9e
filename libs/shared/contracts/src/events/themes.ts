/** The designed looks of a public site. The first is the default for an unknown event type. */
export const EVENT_THEMES = [
  'classico',
  'rustico',
  'praia',
  'minimalista',
  'floral',
  'boho',
  'cha-de-bebe',
  'aniversario-infantil',
] as const;

export type EventTheme = (typeof EVENT_THEMES)[number];

export const DEFAULT_EVENT_THEME: EventTheme = 'classico';

/** Whether `value` names one of EVENT_THEMES (without zod: the public site's boot entry reads it). */
export const isEventTheme = (value: unknown): value is EventTheme =>
  (EVENT_THEMES as readonly unknown[]).includes(value);

/**
 * The address of the public site asks for another look, for the host's preview in 'Aparência'
 * (display only): `?tema=<theme>&cor=<preset colour without '#'>`.
 */
export const SITE_PREVIEW_QUERY = { theme: 'tema', color: 'cor' } as const;

/**
 * What every layer needs to know of a theme without loading its stylesheet: the name the host
 * reads, the font families (self-hosted, see docs/themes.md) and the base colours the site, the
 * shared-link picture and the printed cards are drawn on. The host's colour is the accent on top.
 */
export interface EventThemeLook {
  label: string;
  /** One line for the theme's thumbnail in 'Aparência'. */
  description: string;
  fonts: { heading: string; body: string };
  colors: {
    /** Page background. */
    background: string;
    /** Cards and sections on the background. */
    surface: string;
    /** Body text on background and surface. */
    text: string;
    /** Secondary text (dates, captions) on background and surface. */
    muted: string;
  };
}

/**
 * The base colours of each theme, apart from the rest of its look so that the public site,
 * which needs only these (`themeAccent`), does not download the names and descriptions.
 */
export const EVENT_THEME_COLORS = {
  classico: {
    background: '#fbf8f3',
    surface: '#ffffff',
    text: '#2b2622',
    muted: '#5f564e',
  },
  rustico: {
    background: '#f3ebdd',
    surface: '#fbf6ee',
    text: '#3b2f24',
    muted: '#5e4e3f',
  },
  praia: {
    background: '#f4f1ea',
    surface: '#ffffff',
    text: '#1f3340',
    muted: '#4a5d69',
  },
  minimalista: {
    background: '#ffffff',
    surface: '#f6f6f6',
    text: '#111111',
    muted: '#555555',
  },
  floral: {
    background: '#fdf6f6',
    surface: '#ffffff',
    text: '#3a2a2e',
    muted: '#65525a',
  },
  boho: {
    background: '#f6efe7',
    surface: '#fffaf4',
    text: '#3d2c22',
    muted: '#654f42',
  },
  'cha-de-bebe': {
    background: '#f5f9fc',
    surface: '#ffffff',
    text: '#263645',
    muted: '#4d5e6d',
  },
  'aniversario-infantil': {
    background: '#fffaf0',
    surface: '#ffffff',
    text: '#2d2a26',
    muted: '#57524b',
  },
} as const satisfies Record<EventTheme, EventThemeLook['colors']>;

export const EVENT_THEME_LOOKS = {
  classico: {
    label: 'Clássico',
    description: 'Serifa elegante, marfim e ornamentos finos.',
    fonts: { heading: 'EB Garamond', body: 'Lato' },
    colors: EVENT_THEME_COLORS.classico,
  },
  rustico: {
    label: 'Rústico',
    description: 'Papel kraft, letra à mão e ramos.',
    fonts: { heading: 'Amatic SC', body: 'Josefin Sans' },
    colors: EVENT_THEME_COLORS.rustico,
  },
  praia: {
    label: 'Praia',
    description: 'Areia, ondas e letras leves.',
    fonts: { heading: 'Josefin Slab', body: 'Nunito Sans' },
    colors: EVENT_THEME_COLORS.praia,
  },
  minimalista: {
    label: 'Minimalista',
    description: 'Branco, preto e muito espaço.',
    fonts: { heading: 'Jost', body: 'Jost' },
    colors: EVENT_THEME_COLORS.minimalista,
  },
  floral: {
    label: 'Floral',
    description: 'Flores em aquarela e caligrafia.',
    fonts: { heading: 'Great Vibes', body: 'EB Garamond' },
    colors: EVENT_THEME_COLORS.floral,
  },
  boho: {
    label: 'Boho',
    description: 'Tons terrosos, arcos e folhagens secas.',
    fonts: { heading: 'Playfair Display', body: 'Karla' },
    colors: EVENT_THEME_COLORS.boho,
  },
  'cha-de-bebe': {
    label: 'Chá de bebê',
    description: 'Tons suaves, nuvens e letras arredondadas.',
    fonts: { heading: 'Baloo 2', body: 'Quicksand' },
    colors: EVENT_THEME_COLORS['cha-de-bebe'],
  },
  'aniversario-infantil': {
    label: 'Aniversário infantil',
    description: 'Confete, balões e cores alegres.',
    fonts: { heading: 'Fredoka', body: 'Nunito' },
    colors: EVENT_THEME_COLORS['aniversario-infantil'],
  },
} as const satisfies Record<EventTheme, EventThemeLook>;

const SUGGESTIONS: ReadonlyArray<readonly [RegExp, EventTheme]> = [
  [
    /\b(cha de (bebe|fraldas?|revelacao)|bebe|batizado|maternidade)\b/,
    'cha-de-bebe',
  ],
  [/\b(infantil|crianca|kids|mesversario)\b/, 'aniversario-infantil'],
  [/\b(aniversario|festa|debutante|15 anos)\b/, 'boho'],
  [/\b(formatura|corporativo|empresa)\b/, 'minimalista'],
  [
    /\b(noivado|casamento|bodas|cha de panela|cha bar|cha de casa nova)\b/,
    'classico',
  ],
];

/**
 * The theme a new event starts with, from its event type's name (admin-defined, e.g.
 * 'Chá de bebê', 'Aniversário'); the host can pick any other in 'Aparência'.
 */
export function suggestedEventTheme(eventTypeName: string): EventTheme {
  const name = eventTypeName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return (
    SUGGESTIONS.find(([pattern]) => pattern.test(name))?.[1] ??
    DEFAULT_EVENT_THEME
  );
}
