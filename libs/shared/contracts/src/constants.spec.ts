import {
  COLORS_PER_VIEW,
  DEFAULT_EVENT_COLOR,
  DEFAULT_EVENT_KIND,
  EVENT_COLORS,
  EVENT_COLOR_NAMES,
  GALLERY_INCLUDED,
  IMAGE_COMPRESSION,
  MIN_REGISTRATION_GIFTS,
  MIN_REGISTRATION_PASSWORD,
  MIN_SITE_PASSWORD,
  PAGE_SIZE,
  PHONE_MAX_LENGTH,
  REGISTRATION_PASSWORD_PATTERN,
  SERVICE_TYPES,
  orderStatusLabel,
  payoutStatusLabel,
  serviceTypeLabel,
} from './constants';

function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928
      ? channel / 12.92
      : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('business constants', () => {
  it('hold the business values', () => {
    expect(MIN_REGISTRATION_GIFTS).toBe(4);
    expect(MIN_REGISTRATION_PASSWORD).toBe(8);
    expect(MIN_SITE_PASSWORD).toBe(6);
    expect(PHONE_MAX_LENGTH).toBe(15);
    expect(PAGE_SIZE).toBe(20);
    expect(GALLERY_INCLUDED).toEqual({ image: 5, video: 1 });
    expect(IMAGE_COMPRESSION).toEqual({ maxSizeMB: 5, maxWidthOrHeight: 1920 });
    expect(COLORS_PER_VIEW).toEqual({
      desktop: 10,
      mobile: 6,
      mobileMaxWidth: 768,
    });
    expect(DEFAULT_EVENT_KIND).toBe('in-person');
  });
});

describe('EVENT_COLORS', () => {
  it('offers 17 distinct lower-case hex colours, the default first', () => {
    expect(EVENT_COLORS).toHaveLength(17);
    expect(new Set(EVENT_COLORS).size).toBe(17);
    for (const color of EVENT_COLORS) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(DEFAULT_EVENT_COLOR).toBe(EVENT_COLORS[0]);
    expect(EVENT_COLOR_NAMES[DEFAULT_EVENT_COLOR]).toBe('Rosa');
  });

  it('keeps white text readable on every colour (WCAG AA, 4.5:1)', () => {
    for (const color of EVENT_COLORS) {
      const contrast = 1.05 / (relativeLuminance(color) + 0.05);
      expect({ color, readable: contrast >= 4.5 }).toEqual({
        color,
        readable: true,
      });
    }
  });

  it('gives every colour a distinct accessible name', () => {
    const names = EVENT_COLORS.map((color) => EVENT_COLOR_NAMES[color]);
    expect(new Set(names).size).toBe(17);
  });
});

describe('REGISTRATION_PASSWORD_PATTERN', () => {
  it('wants at least 8 letters and digits with one of each', () => {
    expect(REGISTRATION_PASSWORD_PATTERN.test('abcd1234')).toBe(true);
    expect(REGISTRATION_PASSWORD_PATTERN.test('abc1234')).toBe(false);
    expect(REGISTRATION_PASSWORD_PATTERN.test('abcdefgh')).toBe(false);
    expect(REGISTRATION_PASSWORD_PATTERN.test('12345678')).toBe(false);
    expect(REGISTRATION_PASSWORD_PATTERN.test('abcd 1234')).toBe(false);
    expect(REGISTRATION_PASSWORD_PATTERN.test('abcd@1234')).toBe(false);
  });
});

describe('status labels', () => {
  it('labels payout statuses in upper case by default and in title case on request', () => {
    expect(
      ['PENDING', 'PAID', 'FAILED', 'CANCELLED'].map((s) =>
        payoutStatusLabel(s),
      ),
    ).toEqual(['PENDENTE', 'PAGO', 'FALHOU', 'CANCELADO']);
    expect(
      ['PENDING', 'PAID', 'FAILED', 'CANCELLED'].map((s) =>
        payoutStatusLabel(s, 'title'),
      ),
    ).toEqual(['Pendente', 'Pago', 'Falhou', 'Cancelado']);
  });

  it('labels order statuses', () => {
    expect(
      ['PENDING', 'APPROVED', 'RECUSED', 'CANCELLED'].map(orderStatusLabel),
    ).toEqual(['Pendente', 'Aprovado', 'Recusado', 'Cancelado']);
  });

  it('labels service types', () => {
    expect(SERVICE_TYPES.map(serviceTypeLabel)).toEqual([
      'Senha',
      'Vídeo',
      'Imagem',
      'Página',
      'Extra',
    ]);
  });

  it("shows '-' for unknown values", () => {
    for (const value of [
      '',
      'pending',
      'toString',
      '__proto__',
      null,
      undefined,
    ]) {
      expect(payoutStatusLabel(value)).toBe('-');
      expect(payoutStatusLabel(value, 'title')).toBe('-');
      expect(orderStatusLabel(value)).toBe('-');
      expect(serviceTypeLabel(value)).toBe('-');
    }
  });
});
