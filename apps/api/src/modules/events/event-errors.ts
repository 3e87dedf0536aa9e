import { hostTexts } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { AppError, fieldError } from '../../errors/app-error';

/** 404 'Evento não encontrado.' */
export const eventNotFound = () =>
  new AppError('NOT_FOUND', apiTexts.server.eventNotFound);

/** 409 'O link está em uso, por favor, crie outro.', on the slug field too. */
export const slugInUse = () =>
  fieldError('CONFLICT', 'slug', hostTexts.validation.slugInUse);
