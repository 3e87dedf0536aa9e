import { pixPath, pixRouteOf } from './pix-route';
import { thankYouPath } from './thank-you-route';

describe('pixRouteOf', () => {
  it("reads the slug, the order and the token of a Pix screen's address, and its own paths back", () => {
    expect(pixRouteOf('/ana-e-leo/pix/42', '?token=abc_-1')).toEqual({
      slug: 'ana-e-leo',
      orderId: 42,
      token: 'abc_-1',
    });
    const path = new URL(pixPath('ana e leo', 7, 'a+b'), 'http://x');
    expect(pixRouteOf(path.pathname, path.search)).toEqual({
      slug: 'ana e leo',
      orderId: 7,
      token: 'a+b',
    });
    expect(thankYouPath('ana-e-leo', 7, 'a+b')).toBe(
      '/ana-e-leo/obrigado/7?token=a%2Bb',
    );
  });

  it.each(['/ana-e-leo', '/ana-e-leo/pix', '/ana-e-leo/obrigado/4', '/pix/4'])(
    'is null for %j',
    (path) => {
      expect(pixRouteOf(path, '?token=abc')).toBeNull();
    },
  );
});
