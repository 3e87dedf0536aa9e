import type { PersonalInvitation } from '@celebra/contracts';
import { publicEventResponse } from '../../../testing/fixtures';

/** A personal code as links carry it. */
export const code = 'AbCdEfGhIjKlMnOpQrStUv';

/** The Souza household of the fixture event (ana-e-leo): two adults and a child, one companion allowed, two questions. */
export const souza: PersonalInvitation = {
  name: 'Família Souza',
  members: [
    {
      id: 21,
      firstName: 'Ana',
      lastName: 'Souza',
      isChild: false,
      attending: null,
    },
    {
      id: 22,
      firstName: 'Bruno',
      lastName: 'Souza',
      isChild: false,
      attending: null,
    },
    {
      id: 23,
      firstName: 'Clara',
      lastName: 'Souza',
      isChild: true,
      attending: null,
    },
  ],
  maxCompanions: 1,
  companionNames: [],
  questions: [
    {
      id: 7,
      position: 0,
      label: 'Restrição alimentar?',
      kind: 'text',
      options: [],
      required: false,
    },
    {
      id: 8,
      position: 1,
      label: 'Qual o prato?',
      kind: 'single',
      options: ['Carne', 'Peixe'],
      required: true,
    },
    {
      id: 9,
      position: 2,
      label: 'Que músicas?',
      kind: 'multiple',
      options: ['Samba', 'Rock', 'Forró'],
      required: false,
    },
  ],
  answers: [],
  message: null,
  answeredAt: null,
  deadline: '2026-09-30',
  closed: false,
};

const personalPath = `/api/guests/invitation/ana-e-leo/${code}`;
export const personalRoute = `GET ${personalPath}`;
export const answerRoute = `PUT ${personalPath}`;
export const findRoute = 'POST /api/guests/invitation/ana-e-leo/find';

/** The site's routes of the personal page: the event and the household (changed by `changes`). */
export const invitationRoutesWith = (
  changes: Partial<PersonalInvitation> = {},
) => ({
  'GET /api/guests/event/ana-e-leo': { status: 200, body: publicEventResponse },
  [personalRoute]: { status: 200, body: { ...souza, ...changes } },
});
