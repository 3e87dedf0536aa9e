import { oneRow } from './one-row';

describe('oneRow', () => {
  it('returns the first row', () => {
    expect(oneRow([{ id: 1 }, { id: 2 }])).toEqual({ id: 1 });
  });

  it('throws when the statement returned no row', () => {
    expect(() => oneRow([])).toThrow('No item at 0');
  });
});
