/** Brasília time: the zone every date of the product is shown in. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
