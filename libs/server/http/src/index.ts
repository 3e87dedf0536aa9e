export {
  bodyEnded,
  finishReading,
  MAX_UNREAD_BODY_BYTES,
} from './request-body';
export {
  arrivedOverHttps,
  createSecurityHeaders,
  helmetHeaders,
  type SecurityHeaders,
} from './security-headers';
export {
  isSecretField,
  maskFreeText,
  maskPersonalData,
  personalDataLogging,
  REDACTED,
} from './personal-data-log';
export { redactUrl } from './url-redaction';
