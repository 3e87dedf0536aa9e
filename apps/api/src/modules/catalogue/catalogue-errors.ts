import { apiTexts } from '@celebra/contracts/api-texts';
import { isForeignKeyViolation } from '@celebra/db';
import { AppError, fieldError } from '../../errors/app-error';

export const giftNotFound = () =>
  new AppError('NOT_FOUND', apiTexts.server.giftNotFound);
export const categoryNotFound = () =>
  new AppError('NOT_FOUND', apiTexts.server.eventCategoryNotFound);
export const eventTypeNotFound = () =>
  new AppError('NOT_FOUND', apiTexts.server.eventTypeNotFound);
export const unknownCategory = () =>
  fieldError(
    'VALIDATION',
    'eventCategoryId',
    apiTexts.server.eventCategoryNotFound,
  );
export const unknownEventType = () =>
  fieldError('VALIDATION', 'eventTypeId', apiTexts.server.eventTypeNotFound);
export const categoryInUse = () =>
  new AppError('CONFLICT', apiTexts.server.categoryInUse);
export const eventTypeInUse = () =>
  new AppError('CONFLICT', apiTexts.server.eventTypeInUse);

/** A write refused by a foreign key (the record it points at is gone) becomes `failure`. */
export async function referencing<T>(
  failure: () => AppError,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw failure();
    throw error;
  }
}
