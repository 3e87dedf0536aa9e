export { formatBRL, formatCentsDecimal } from './currency';
export {
  PRICE_INPUT_MAX_DIGITS,
  maskPriceInput,
  priceDigitsToCents,
} from './price-input';
export { PHONE_PATTERN, maskPhone, phoneDigits } from './phone';
export { CEP_PATTERN, cepDigits, maskCep } from './cep';
export { DEFAULT_TIME_ZONE, formatDate, formatDateTime } from './date';
export { onlyDigits } from './digits';
