/** How the guest lists and their CSV name an attendance answer; null: not answered yet. */
export const formatAttendance = (attending: boolean | null): string =>
  attending === null ? 'Aguardando' : attending ? 'Vai' : 'Não vai';

/**
 * The companions of an answer in one line: '2: Ana, Leo' with names, '2' without, '—' for none
 * (a guest who comes alone or does not come).
 */
export const formatCompanions = (answer: {
  companions: number;
  companionNames: readonly string[];
}): string => {
  if (answer.companions === 0) return '—';
  return answer.companionNames.length > 0
    ? `${answer.companions}: ${answer.companionNames.join(', ')}`
    : String(answer.companions);
};
