import { isReservedSlug, ownerEventSchema } from './event.schema';

describe('ownerEventSchema', () => {
  const event = {
    id: 1,
    slug: 'demo',
    title: 'Ana & João',
    subtitle: 'Casamento',
    titleDescription: '',
    description: '',
    color: '#c2185b',
    theme: 'classico',
    avatarUrl: null,
    bannerUrl: null,
  };

  it('keeps the owner-side fields only', () => {
    expect(
      ownerEventSchema.parse({ ...event, userId: 7, active: true }),
    ).toEqual(event);
  });

  it('requires every field, images may be null', () => {
    expect(
      ownerEventSchema.safeParse({ ...event, avatarUrl: undefined }).success,
    ).toBe(false);
  });
});

describe('isReservedSlug', () => {
  it('refuses the paths the edge routes elsewhere, in any case', () => {
    expect(isReservedSlug('api')).toBe(true);
    expect(isReservedSlug('Media')).toBe(true);
    expect(isReservedSlug('ana-e-joao')).toBe(false);
  });
});
