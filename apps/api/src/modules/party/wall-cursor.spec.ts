import { formatWallCursor, parseWallCursor, wallCursorAt } from './wall-cursor';

describe('wall cursor', () => {
  it('reads back what it wrote', () => {
    const cursor = { media: 1_764_000_000_123, message: 42 };
    expect(parseWallCursor(formatWallCursor(cursor))).toEqual(cursor);
    expect(formatWallCursor(wallCursorAt(5))).toBe('5-5');
  });

  it.each([
    undefined,
    '',
    '12',
    '12-',
    '-12',
    '1.5-2',
    'a-b',
    '1-2-3',
    '1234567890123456-1',
  ])('ignores %p', (text) => expect(parseWallCursor(text)).toBeUndefined());
});
