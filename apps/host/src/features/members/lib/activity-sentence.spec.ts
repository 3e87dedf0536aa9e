import { activitySentence, activityTime } from './activity-sentence';

describe('activitySentence', () => {
  it.each([
    [
      {
        action: 'payout_destination_changed',
        actorName: 'Ana',
        quantity: null,
      },
      'Ana alterou os dados para repasse',
    ],
    [
      { action: 'guest_answer_accepted', actorName: 'Ana', quantity: 3 },
      'Ana confirmou 3 convidados',
    ],
    [
      { action: 'guest_answer_accepted', actorName: 'Leo', quantity: 1 },
      'Leo confirmou 1 convidado',
    ],
    [
      { action: 'gift_added', actorName: 'Leo', quantity: 4 },
      'Leo adicionou 4 presentes',
    ],
    [
      { action: 'member_joined', actorName: 'Leo', quantity: null },
      'Leo entrou no evento',
    ],
    [
      { action: 'event_created', actorName: '', quantity: null },
      'Celebra criou o evento',
    ],
  ] as const)('words %o as "%s"', (entry, sentence) => {
    expect(activitySentence(entry)).toBe(sentence);
  });
});

describe('activityTime', () => {
  it("gives the date and time in Brasília's time, to the minute", () => {
    expect(activityTime('2026-11-05T17:30:59.000Z')).toBe('05/11/2026 14:30');
    expect(activityTime('2026-11-06T02:10:00.000Z')).toBe('05/11/2026 23:10');
  });
});
