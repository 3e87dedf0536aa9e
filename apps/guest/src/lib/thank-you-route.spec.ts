import { thankYouRouteOf } from './thank-you-route';

describe('thankYouRouteOf', () => {
  it("reads the slug, the order and the token of an 'Obrigado!' address", () => {
    expect(thankYouRouteOf('/ana-e-leo/obrigado/42', '?token=abc_-1')).toEqual({
      slug: 'ana-e-leo',
      orderId: 42,
      token: 'abc_-1',
    });
    expect(thankYouRouteOf('/ana-e-leo/obrigado/42/', '')).toEqual({
      slug: 'ana-e-leo',
      orderId: 42,
      token: null,
    });
  });

  it.each([
    '/ana-e-leo',
    '/ana-e-leo/4',
    '/ana-e-leo/obrigado',
    '/ana-e-leo/obrigado/x',
    '/obrigado/4',
  ])('is null for %j', (path) => {
    expect(thankYouRouteOf(path, '?token=abc')).toBeNull();
  });
});
