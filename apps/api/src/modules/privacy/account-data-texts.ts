import {
  ACCOUNT_EXPORT_TTL_HOURS,
  ACCOUNT_EXPORTS_PER_DAY,
} from '@celebra/contracts';

/** What the api answers and mails about a host's 'Meus dados' (pt-BR). */
export const accountDataTexts = {
  exportRequested:
    'Estamos preparando seus dados. Quando o arquivo ficar pronto, enviaremos o link para o seu e-mail.',
  exportAlreadyBuilding:
    'Já estamos preparando um arquivo com seus dados. Aguarde o e-mail com o link.',
  tooManyExports: `Você já pediu ${ACCOUNT_EXPORTS_PER_DAY} arquivos com seus dados nas últimas 24 horas. Tente novamente amanhã.`,
  exportLinkUnknown:
    'Este link de download não existe. Peça um novo arquivo em Meus dados.',
  exportLinkExpired: `Este link de download expirou (ele vale por ${ACCOUNT_EXPORT_TTL_HOURS} horas). Peça um novo arquivo em Meus dados.`,
  closureRequested: (date: string) =>
    `Sua conta será encerrada em ${date}. Até lá, você pode cancelar o encerramento em Meus dados.`,
  closureAlreadyRequested:
    'O encerramento da sua conta já foi pedido. Você pode cancelá-lo em Meus dados.',
  closureCancelled:
    'Pronto! O encerramento foi cancelado e sua conta continua ativa.',
  noClosureToCancel: 'Não há encerramento de conta para cancelar.',
  balanceHolds: (event: string) =>
    `O evento "${event}" ainda tem saldo disponível. Solicite o saque (ou aguarde a transferência) antes de encerrar a conta.`,
  payoutHolds: (event: string) =>
    `O evento "${event}" tem um saque em andamento. Aguarde a transferência ser concluída antes de encerrar a conta.`,
  closedName: 'Conta encerrada',
  closedEventTitle: 'Evento encerrado',
  mails: {
    exportReadySubject: 'Seus dados da Celebra estão prontos',
    exportFailedSubject: 'Não conseguimos preparar seus dados',
    closureRequestedSubject: 'Encerramento da sua conta na Celebra',
    closureCancelledSubject: 'O encerramento da sua conta foi cancelado',
    closurePostponedSubject: 'O encerramento da sua conta foi adiado',
  },
} as const;
