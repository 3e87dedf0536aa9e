export {
  bodyEnded,
  finishReading,
  MAX_UNREAD_BODY_BYTES,
} from './request-body';
