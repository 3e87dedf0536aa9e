import { messages } from '@celebra/contracts';
import { AppError } from '../../errors/app-error';

export const serviceNotFound = () =>
  new AppError('NOT_FOUND', messages.server.serviceNotFound);
export const serviceTypeNotFound = () =>
  new AppError('NOT_FOUND', messages.server.serviceTypeNotFound);
