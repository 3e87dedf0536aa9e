/** Entry point of the balances module: the one place event balances are computed. */
export { balancesFromSums, computeEventBalances } from './balances.service';
export type { EventMoneySums } from './balances.repository';
