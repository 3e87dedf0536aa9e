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
  maskFreeText,
  maskPersonalData,
  personalDataLogging,
} from './personal-data-log';
