import { formatAttendance, formatCompanions } from './attendance';

describe('formatAttendance', () => {
  it("says 'Vai', 'Não vai' or, before an answer, 'Aguardando'", () => {
    expect(formatAttendance(true)).toBe('Vai');
    expect(formatAttendance(false)).toBe('Não vai');
    expect(formatAttendance(null)).toBe('Aguardando');
  });
});

describe('formatCompanions', () => {
  it('gives the count and the names, the count alone, or a dash for none', () => {
    expect(
      formatCompanions({ companions: 2, companionNames: ['Ana', 'Leo'] }),
    ).toBe('2: Ana, Leo');
    expect(formatCompanions({ companions: 3, companionNames: [] })).toBe('3');
    expect(formatCompanions({ companions: 0, companionNames: [] })).toBe('—');
  });
});
