const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const longDate = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'full',
  timeZone: 'UTC',
});

/** '2027-03-21' → 'domingo, 21 de março de 2027'; anything else as written. */
export const formatEventDate = (eventDate: string) => {
  const match = DATE_ONLY.exec(eventDate);
  if (!match) return eventDate;
  const [, year = 0, month = 1, day = 1] = match.map(Number);
  return longDate.format(Date.UTC(year, month - 1, day));
};
