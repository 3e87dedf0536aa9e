const count = new Intl.NumberFormat('pt-BR');

/**
 * How many rows a list matched, as the page says it: '41 usuários', '1 usuário', or
 * 'Mais de 1.000 usuários' when the api counted only up to a bound (`totalIsLowerBound`).
 */
export function listTotalText(
  total: number,
  totalIsLowerBound: boolean,
  noun: { one: string; many: string },
): string {
  if (totalIsLowerBound) return `Mais de ${count.format(total)} ${noun.many}`;
  return `${count.format(total)} ${total === 1 ? noun.one : noun.many}`;
}
