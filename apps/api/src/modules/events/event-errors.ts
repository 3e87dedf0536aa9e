import { messages } from '@celebra/contracts';
import { AppError } from '../../errors/app-error';

/** 404 'Evento não encontrado.' */
export const eventNotFound = () =>
  new AppError('NOT_FOUND', messages.server.eventNotFound);

/** 409 'O link está em uso, por favor, crie outro.', on the slug field too. */
export const slugInUse = () =>
  new AppError('CONFLICT', messages.validation.slugInUse, {
    slug: [messages.validation.slugInUse],
  });
