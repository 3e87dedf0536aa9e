import { itemAt } from './item-at';

describe('itemAt', () => {
  it('returns the item at the index', () => {
    expect(itemAt(['a', 'b'], 1)).toBe('b');
  });

  it('throws past the end of the list', () => {
    expect(() => itemAt(['a'], 1)).toThrow('No item at 1: the list has 1');
  });
});
