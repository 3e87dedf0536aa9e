import { createQueryKeys } from './query-keys';

describe('createQueryKeys', () => {
  it('nests every key of a resource under its root so one invalidation reaches them all', () => {
    const keys = createQueryKeys('guests');

    expect(keys.all).toEqual(['guests']);
    expect(keys.list({ eventId: 'e1' })).toEqual([
      'guests',
      'list',
      { eventId: 'e1' },
    ]);
    expect(keys.detail('g1')).toEqual(['guests', 'detail', 'g1']);
    expect(keys.list({ eventId: 'e1' }).slice(0, 2)).toEqual(keys.lists());
    expect(keys.detail('g1').slice(0, 2)).toEqual(keys.details());
  });
});
