import { pageCount, pageWindow } from './page-math';

describe('pageCount', () => {
  it('divides the total by 20 and rounds up', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(40)).toBe(2);
    expect(pageCount(41)).toBe(3);
  });

  it('takes another page size', () => {
    expect(pageCount(25, 10)).toBe(3);
  });
});

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps first, last and two pages around the current one, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(99, 4)).toEqual([1, 2, 3, 4]);
  });
});
