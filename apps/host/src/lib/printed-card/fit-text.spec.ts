import { fitText, wrapText } from './fit-text';

/** Every character is as wide as the size: easy widths to reason about. */
const monospace = (text: string, size: number) => text.length * size;

describe('fitting a title on a card', () => {
  it('wraps words into lines no wider than the room, a longer word on its own line', () => {
    expect(wrapText('Ana e Leo para sempre', monospace, 1, 9)).toEqual([
      'Ana e Leo',
      'para',
      'sempre',
    ]);
    expect(wrapText('Supercalifragilistico e', monospace, 1, 9)).toEqual([
      'Supercalifragilistico',
      'e',
    ]);
  });

  it('takes the largest size at which the text fits its lines, else the smallest, cut to the lines', () => {
    expect(fitText('Ana & Leo', monospace, [3, 2, 1], 20, 1)).toEqual({
      size: 2,
      lines: ['Ana & Leo'],
    });
    expect(fitText('a b c d e f', monospace, [2, 1], 3, 2)).toEqual({
      size: 1,
      lines: ['a b', 'c d'],
    });
  });
});
