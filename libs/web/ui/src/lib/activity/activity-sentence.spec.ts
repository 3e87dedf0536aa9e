import { activitySentence, activityTime } from './activity-sentence';

describe('activitySentence', () => {
  it.each([
    [
      { action: 'event_created', actorName: 'Ana', quantity: null },
      'Ana criou o evento',
    ],
    [
      { action: 'gift_added', actorName: 'Ana', quantity: 1 },
      'Ana adicionou 1 presente',
    ],
    [
      { action: 'gift_added', actorName: 'Leo', quantity: 4 },
      'Leo adicionou 4 presentes',
    ],
    [
      { action: 'guest_answer_accepted', actorName: 'Bia', quantity: 3 },
      'Bia confirmou 3 convidados',
    ],
    [
      { action: 'member_removed', actorName: 'Ana', quantity: null },
      'Ana removeu um acesso',
    ],
    [
      { action: 'member_joined', actorName: 'Leo', quantity: null },
      'Leo entrou no evento',
    ],
    [
      { action: 'payout_requested', actorName: '', quantity: null },
      'Celebra solicitou um repasse',
    ],
  ] as const)('words %o as %p', (entry, sentence) => {
    expect(activitySentence(entry)).toBe(sentence);
  });
});

describe('activityTime', () => {
  it("gives the date and time in Brasília's time, to the minute", () => {
    expect(activityTime('2026-11-05T17:30:45.000Z')).toBe('05/11/2026 14:30');
  });
});
