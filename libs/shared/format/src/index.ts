export { formatBRL, formatCentsDecimal } from './currency';
export { maskPriceInput, priceInputToCents } from './price-input';
export { PHONE_MAX_LENGTH, PHONE_PATTERN, maskPhone } from './phone';
export { CEP_PATTERN, cepDigits, maskCep } from './cep';
export { DEFAULT_TIME_ZONE } from './time-zone';
export {
  formatDate,
  formatDateTime,
  formatEventWhen,
  formatLongDay,
  formatUntil,
} from './date';
export { formatAttendance, formatCompanions } from './attendance';
export { largerMapUrl, mapEmbedUrl } from './map-links';
export { formatPercentBps } from './percent';
export { formatCount, formatFileSize } from './size';
export { countdownTo, type Countdown } from './countdown';
export { escapeHtml } from './html';
