import { messages } from '@celebra/contracts';
import { isForeignKeyViolation } from '@celebra/db';
import { AppError } from '../../errors/app-error';

export const giftNotFound = () =>
  new AppError('NOT_FOUND', messages.server.giftNotFound);
export const categoryNotFound = () =>
  new AppError('NOT_FOUND', messages.server.eventCategoryNotFound);
export const eventTypeNotFound = () =>
  new AppError('NOT_FOUND', messages.server.eventTypeNotFound);
export const unknownCategory = () =>
  new AppError('VALIDATION', messages.server.eventCategoryNotFound, {
    eventCategoryId: [messages.server.eventCategoryNotFound],
  });
export const unknownEventType = () =>
  new AppError('VALIDATION', messages.server.eventTypeNotFound, {
    eventTypeId: [messages.server.eventTypeNotFound],
  });
export const categoryInUse = () =>
  new AppError('CONFLICT', messages.server.categoryInUse);
export const eventTypeInUse = () =>
  new AppError('CONFLICT', messages.server.eventTypeInUse);

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
