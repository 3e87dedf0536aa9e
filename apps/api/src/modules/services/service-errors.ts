import { apiTexts } from '@celebra/contracts/api-texts';
import { AppError } from '../../errors/app-error';

export const serviceNotFound = () =>
  new AppError('NOT_FOUND', apiTexts.server.serviceNotFound);
export const serviceTypeNotFound = () =>
  new AppError('NOT_FOUND', apiTexts.server.serviceTypeNotFound);
