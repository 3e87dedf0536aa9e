import { formatCount, formatFileSize } from './size';

describe('formatCount', () => {
  it('groups thousands with a dot', () => {
    expect(formatCount(312)).toBe('312');
    expect(formatCount(1000)).toBe('1.000');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 KB'],
    [1, '1 KB'],
    [500 * 1024, '500 KB'],
    [1024 ** 2, '1 MB'],
    [350.4 * 1024 ** 2, '350,4 MB'],
    [1.2 * 1024 ** 3, '1,2 GB'],
    [10 * 1024 ** 3, '10 GB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
