import { GUEST_DATA_CODE_TTL_MINUTES } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { paragraphsHtml } from '../../mail/escape-html';
import type { OutboxMail } from '../../mail/outbox';

const t = apiTexts.guestData;

function mail(
  topic: string,
  to: string,
  subject: string,
  paragraphs: string[],
): OutboxMail {
  const text = paragraphs.join('\n\n');
  return { topic, to, subject, text, html: paragraphsHtml(text) };
}

/** The 6-digit code of 'Meus dados'. */
export function guestDataCodeMail(email: string, code: string): OutboxMail {
  return mail('privacy.guest-code', email, t.codeSubject, [
    'Olá!',
    'Recebemos um pedido para ver os dados guardados com este e-mail na Celebra (respostas de presença, recados e presentes).',
    `Seu código é: ${code}`,
    `Ele vale por ${GUEST_DATA_CODE_TTL_MINUTES} minutos e pode ser usado uma única vez.`,
    'Se não foi você, ignore este e-mail: ninguém verá seus dados sem o código.',
    'Equipe Celebra',
  ]);
}

/**
 * To each host of an event: a guest removed their data. It never says who, nor what was
 * removed.
 */
export function guestErasedMail(host: {
  email: string;
  firstName: string;
  eventTitle: string;
}): OutboxMail {
  return mail('privacy.guest-erased', host.email, t.erasedHostsSubject, [
    `Olá, ${host.firstName}!`,
    `Um convidado do evento "${host.eventTitle}" pediu para excluir os dados pessoais dele na Celebra, como a Lei Geral de Proteção de Dados (LGPD) garante.`,
    'Por isso, algumas informações dele não aparecem mais no painel, e os registros que precisam ser guardados aparecem como "Convidado removido". Os valores recebidos não mudam.',
    'Você não precisa fazer nada.',
    'Equipe Celebra',
  ]);
}
