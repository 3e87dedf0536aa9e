import {
  fetchGiftsSlugQuerySchema,
  fetchGiftsSlugResponseSchema,
  listEventCategoriesQuerySchema,
  listEventTypesResponseSchema,
} from './catalogue.schema';

describe('catalogue queries', () => {
  it('coerce the ids of the query string', () => {
    expect(
      listEventCategoriesQuerySchema.parse({ event_type_id: '3' }),
    ).toEqual({ event_type_id: 3 });
    expect(
      fetchGiftsSlugQuerySchema.parse({ event_category_id: '7', slug: 'abc' }),
    ).toEqual({ event_category_id: 7, slug: 'abc' });
  });

  it('refuse a missing id with the id message', () => {
    const result = listEventCategoriesQuerySchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Identificador inválido.',
    ]);
  });
});

describe('catalogue responses', () => {
  it('carry snake-case image_url and prices in centavos', () => {
    expect(
      listEventTypesResponseSchema.safeParse({
        success: true,
        eventTypes: [{ id: 1, name: 'Casamento', image_url: null }],
      }).success,
    ).toBe(true);
    const gifts = [{ id: 1, name: 'Jantar', price: 12990, image_url: '/x' }];
    expect(
      fetchGiftsSlugResponseSchema.safeParse({
        success: true,
        gifts,
        slug_available: true,
        message: 'Link disponível.',
      }).success,
    ).toBe(true);
    expect(
      fetchGiftsSlugResponseSchema.safeParse({
        success: true,
        gifts: [{ ...gifts[0], price: 129.9 }],
        slug_available: true,
        message: '',
      }).success,
    ).toBe(false);
  });
});
