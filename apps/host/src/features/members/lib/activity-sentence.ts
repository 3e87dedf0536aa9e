import { type EventActivity, messages } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';

/** One entry of the activity list in pt-BR: 'Ana confirmou 3 convidados'. */
export const activitySentence = ({
  action,
  actorName,
  quantity,
}: Pick<EventActivity, 'action' | 'actorName' | 'quantity'>): string =>
  messages.eventActivity[action](actorName, quantity);

/** When it happened, in Brasília's time, to the minute: '05/11/2026 14:30'. */
export const activityTime = (createdAt: string): string =>
  formatDateTime(createdAt).slice(0, 16);
