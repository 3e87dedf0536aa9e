import { ACCOUNT_EXPORT_TTL_HOURS } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { type MailParagraph, paragraphsMail } from '../../mail/paragraphs-mail';
import type { OutboxMail } from '../../mail/outbox';
import { accountDataTexts } from './account-data-texts';

const t = accountDataTexts.mails;

interface Recipient {
  email: string;
  firstName: string;
}

function mail(
  topic: string,
  to: Recipient,
  subject: string,
  paragraphs: MailParagraph[],
): OutboxMail {
  return {
    topic,
    ...paragraphsMail(to.email, subject, [
      `Olá, ${to.firstName}!`,
      ...paragraphs,
      'Equipe Celebra',
    ]),
  };
}

/** The download link of a finished export. */
export function exportReadyMail(to: Recipient, link: string): OutboxMail {
  return mail('privacy.export_ready', to, t.exportReadySubject, [
    'O arquivo com todos os dados da sua conta e dos seus eventos está pronto. Para baixar, abra o link abaixo:',
    { link, label: 'Baixar meus dados' },
    `O link vale por ${ACCOUNT_EXPORT_TTL_HOURS} horas. Não compartilhe: quem tiver o link consegue baixar o arquivo.`,
    'Se você não pediu seus dados, troque sua senha em Minha conta.',
  ]);
}

/** The export could not be built (after its retries). */
export function exportFailedMail(to: Recipient): OutboxMail {
  return mail('privacy.export_failed', to, t.exportFailedSubject, [
    'Tivemos um problema ao preparar o arquivo com seus dados. Pedimos desculpas.',
    'Você pode pedir um novo arquivo em Meus dados, no aplicativo da Celebra.',
  ]);
}

/** The closure was scheduled: when, and how to cancel. */
export function closureRequestedMail(
  to: Recipient,
  closesAt: Date,
): OutboxMail {
  return mail('privacy.closure_requested', to, t.closureRequestedSubject, [
    `Recebemos seu pedido para encerrar sua conta. Ela será encerrada em ${formatDateTime(closesAt)} (horário de Brasília).`,
    'Até lá, você pode entrar normalmente e cancelar o encerramento em Meus dados.',
    'Depois dessa data, seus dados pessoais, seus eventos e as listas de convidados serão apagados. Os registros de pagamentos e saques ficam guardados sem seus dados pessoais, como a lei exige.',
    'Se você não pediu o encerramento, entre na sua conta, cancele o encerramento e troque sua senha.',
  ]);
}

/** The closure was cancelled. */
export function closureCancelledMail(to: Recipient): OutboxMail {
  return mail('privacy.closure_cancelled', to, t.closureCancelledSubject, [
    'O encerramento da sua conta foi cancelado. Sua conta e seus eventos continuam como estavam.',
  ]);
}

/** Money arrived during the grace period: the closure waits. */
export function closurePostponedMail(
  to: Recipient,
  reason: string,
  closesAt: Date,
): OutboxMail {
  return mail('privacy.closure_postponed', to, t.closurePostponedSubject, [
    reason,
    `Por isso, adiamos o encerramento da sua conta para ${formatDateTime(closesAt)} (horário de Brasília). Se ainda houver saldo ou saque em andamento nessa data, ele será adiado de novo.`,
    'Você também pode cancelar o encerramento em Meus dados.',
  ]);
}
