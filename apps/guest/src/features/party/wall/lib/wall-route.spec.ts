import { wallRouteOf } from './wall-route';

describe('wallRouteOf', () => {
  it("reads the slug and the key of a wall's address", () => {
    expect(wallRouteOf('/ana-e-leo/telao', '?k=Chave_123-x')).toEqual({
      slug: 'ana-e-leo',
      wallKey: 'Chave_123-x',
    });
    expect(wallRouteOf('/ana%20e%20leo/telao/', '')).toEqual({
      slug: 'ana e leo',
      wallKey: null,
    });
  });

  it.each(['/ana-e-leo', '/ana-e-leo/festa', '/telao', '/ana-e-leo/telao/1'])(
    'is null for %j',
    (path) => expect(wallRouteOf(path, '?k=abc')).toBeNull(),
  );
});
