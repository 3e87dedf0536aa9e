/** Business constants shared by the api and the web apps. */

export const MIN_REGISTRATION_GIFTS = 4;
export const MIN_REGISTRATION_PASSWORD = 8;
export const MIN_SITE_PASSWORD = 6;

/**
 * Header carrying the access token of a password-protected site (from
 * `POST /api/guests/event/{slug}/unlock`) on the public calls of that site.
 */
export const SITE_ACCESS_HEADER = 'X-Site-Access';

/**
 * Header of a guest's purchase: a UUID per checkout attempt, kept while retrying the same
 * cart; the server answers the same order for the same key (never a second order).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The phone and CEP patterns live with their input masks in @celebra/format. */
export { CEP_PATTERN, PHONE_MAX_LENGTH, PHONE_PATTERN } from '@celebra/format';
/** Local part, @, domain, top-level domain of 2 to 6 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,6}$/;
export const EMAIL_MAX_LENGTH = 254;
/** Letters and digits only, at least 8, with at least one letter and one digit. */
export const REGISTRATION_PASSWORD_PATTERN =
  /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,}$/;

/** Ids of the sections of the public site's event page, its #fragments ('/<slug>#presentes'). */
export const SITE_SECTION_IDS = {
  home: 'inicio',
  gifts: 'presentes',
  messages: 'recados',
  info: 'informacoes',
  attendance: 'confirmacao',
} as const;

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;
/** Lower-case letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'YYYY-MM-DD'. */
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** 'HH:mm', 24 h. */
export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * The company behind the platform, named in the public site's footer (a copyright line and a
 * company tax number). Set `taxId` to the real CNPJ before production;
 * while it is null the footer leaves the tax number out rather than show an invented one.
 */
export const COMPANY: {
  readonly name: string;
  readonly website: string;
  readonly taxId: string | null;
} = { name: 'Celebra', website: 'celebra.dev', taxId: null };

export const PAGE_SIZE = 20;
export const PAGE_SIZE_MAX = 100;
/**
 * The back office's searchable lists count their matches up to this many (or up to the end of
 * the page asked for, when that is further): beyond it the list says 'mais de 1.000'.
 */
export const TOTAL_COUNT_CAP = 1000;
/** Largest id accepted in paths and bodies (PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;

export const GALLERY_INCLUDED = { image: 5, video: 1 } as const;
export const IMAGE_COMPRESSION = {
  maxSizeMB: 5,
  maxWidthOrHeight: 1920,
} as const;
export const MAP_EMBED_HEIGHT = 350;
export const CART_MAX_HEIGHT = '40vh';
export const CART_DEFAULT_QUANTITY = 1;
export const SERVICE_DEFAULT_QUANTITY = 0;

/** 17 preset event colours; each keeps white text at WCAG AA contrast (≥ 4.5:1). */
export const EVENT_COLORS = [
  '#c2185b',
  '#be123c',
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#4d7c0f',
  '#15803d',
  '#0f766e',
  '#0e7490',
  '#1d4ed8',
  '#1e3a8a',
  '#4338ca',
  '#6d28d9',
  '#7e22ce',
  '#86198f',
  '#881337',
  '#374151',
] as const;

/** The default pink. */
export const DEFAULT_EVENT_COLOR = EVENT_COLORS[0];

/** Accessible names of the preset colours (pt-BR). */
export const EVENT_COLOR_NAMES = {
  '#c2185b': 'Rosa',
  '#be123c': 'Framboesa',
  '#b91c1c': 'Vermelho',
  '#c2410c': 'Terracota',
  '#a16207': 'Dourado',
  '#4d7c0f': 'Oliva',
  '#15803d': 'Verde',
  '#0f766e': 'Verde-azulado',
  '#0e7490': 'Petróleo',
  '#1d4ed8': 'Azul',
  '#1e3a8a': 'Azul-marinho',
  '#4338ca': 'Índigo',
  '#6d28d9': 'Violeta',
  '#7e22ce': 'Roxo',
  '#86198f': 'Ameixa',
  '#881337': 'Bordô',
  '#374151': 'Grafite',
} as const satisfies Record<(typeof EVENT_COLORS)[number], string>;

export const COLORS_PER_VIEW = {
  desktop: 10,
  mobile: 6,
  mobileMaxWidth: 768,
} as const;

export const EVENT_KINDS = ['in-person', 'virtual'] as const;
export const DEFAULT_EVENT_KIND =
  'in-person' satisfies (typeof EVENT_KINDS)[number];

export const GALLERY_TYPES = ['image', 'video'] as const;

export const SERVICE_TYPES = [
  'PASSWORD',
  'VIDEO',
  'IMAGE',
  'PAGE',
  'EXTRA',
] as const;
export const SERVICE_TYPE_LABELS = {
  PASSWORD: 'Senha',
  VIDEO: 'Vídeo',
  IMAGE: 'Imagem',
  PAGE: 'Página',
  EXTRA: 'Extra',
} as const satisfies Record<(typeof SERVICE_TYPES)[number], string>;

export const PAYOUT_STATUSES = [
  'PENDING',
  'PAID',
  'FAILED',
  'CANCELLED',
] as const;
export const DEFAULT_PAYOUT_STATUS_FILTER =
  'PENDING' satisfies (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS = {
  PENDING: 'PENDENTE',
  PAID: 'PAGO',
  FAILED: 'FALHOU',
  CANCELLED: 'CANCELADO',
} as const satisfies Record<(typeof PAYOUT_STATUSES)[number], string>;
export const PAYOUT_STATUS_TITLE_LABELS = {
  PENDING: 'Pendente',
  PAID: 'Pago',
  FAILED: 'Falhou',
  CANCELLED: 'Cancelado',
} as const satisfies Record<(typeof PAYOUT_STATUSES)[number], string>;

export const PAYOUT_DESTINATION_KINDS = ['PIX', 'BANK'] as const;

export const ORDER_STATUSES = [
  'PENDING',
  'APPROVED',
  'RECUSED',
  'CANCELLED',
] as const;
export const ORDER_STATUS_LABELS = {
  PENDING: 'Pendente',
  APPROVED: 'Aprovado',
  RECUSED: 'Recusado',
  CANCELLED: 'Cancelado',
} as const satisfies Record<(typeof ORDER_STATUSES)[number], string>;

export const EVENT_SERVICE_STATUSES = [
  'PENDING',
  'CONTRACTED',
  'EXPIRED',
  'CANCELLED',
] as const;

/** Shown for a status the label tables do not know. */
export const UNKNOWN_STATUS_LABEL = '-';

function labelOf(
  labels: Readonly<Record<string, string>>,
  value: string | null | undefined,
): string {
  if (typeof value !== 'string' || !Object.hasOwn(labels, value))
    return UNKNOWN_STATUS_LABEL;
  return labels[value] ?? UNKNOWN_STATUS_LABEL;
}

/** 'PENDING' → 'PENDENTE' (variant 'upper') or 'Pendente' (variant 'title'); unknown → '-'. */
export function payoutStatusLabel(
  status: string | null | undefined,
  variant: 'upper' | 'title' = 'upper',
): string {
  return labelOf(
    variant === 'upper' ? PAYOUT_STATUS_LABELS : PAYOUT_STATUS_TITLE_LABELS,
    status,
  );
}

/** 'APPROVED' → 'Aprovado'; unknown → '-'. */
export function orderStatusLabel(status: string | null | undefined): string {
  return labelOf(ORDER_STATUS_LABELS, status);
}

/** 'VIDEO' → 'Vídeo'; unknown → '-'. */
export function serviceTypeLabel(type: string | null | undefined): string {
  return labelOf(SERVICE_TYPE_LABELS, type);
}
