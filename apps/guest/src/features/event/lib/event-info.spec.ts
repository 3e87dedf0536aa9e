import { formatEventDate } from './event-date';

describe('event information helpers', () => {
  it('writes the event day in full, in Portuguese', () => {
    expect(formatEventDate('2027-03-21')).toBe('domingo, 21 de março de 2027');
  });
});
