import { invitationsRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentEvent } from '../../plugins/event-access';
import type { RsvpQuestionsService } from './rsvp-questions.service';
import type { RsvpSettingsService } from './rsvp-settings.service';

/** The answer form's settings and questions: /api/users/rsvp-settings|rsvp-questions/{eventId}…. */
export function rsvpHostRoutes(
  app: FastifyInstance,
  deps: { settings: RsvpSettingsService; questions: RsvpQuestionsService },
): void {
  const { settings, questions } = deps;
  const eventId = (request: Parameters<typeof currentEvent>[0]) =>
    currentEvent(request).id;

  route(app, invitationsRoutes.settings, (request) =>
    settings.get(eventId(request)),
  );
  route(app, invitationsRoutes.saveSettings, (request) =>
    settings.save(eventId(request), request.body),
  );
  route(app, invitationsRoutes.questions, (request) =>
    questions.list(eventId(request)),
  );
  route(app, invitationsRoutes.questionAnswers, (request) =>
    questions.answers(eventId(request)),
  );
  route(app, invitationsRoutes.addQuestion, async (request, reply) =>
    reply.status(201).send(await questions.add(eventId(request), request.body)),
  );
  route(app, invitationsRoutes.updateQuestion, (request) =>
    questions.update(eventId(request), request.params.questionId, request.body),
  );
  route(app, invitationsRoutes.orderQuestions, (request) =>
    questions.order(eventId(request), request.body.ids),
  );
  route(app, invitationsRoutes.removeQuestion, (request) =>
    questions.remove(eventId(request), request.params.questionId),
  );
}
