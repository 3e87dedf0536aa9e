import {
  ACCOUNT_CLOSURE_GRACE_DAYS,
  ACCOUNT_EXPORT_TTL_HOURS,
} from '@celebra/contracts';

/** The texts of 'Meus dados' and of the closure banner (pt-BR). */
export const accountDataTexts = {
  title: 'Meus dados',
  subtitle:
    'Baixe tudo o que a Celebra guarda sobre você ou encerre sua conta.',
  exportTitle: 'Baixar meus dados',
  exportIntro: `Preparamos um arquivo ZIP com os dados da sua conta e de todos os seus eventos: lista de convidados, mensagens, presentes recebidos, saques, fotos e mais. Quando ficar pronto, enviamos um link para o seu e-mail. O link vale por ${ACCOUNT_EXPORT_TTL_HOURS} horas.`,
  exportButton: 'Baixar meus dados',
  exportStatus: {
    building:
      'Estamos preparando seu arquivo. Você vai receber o link por e-mail em alguns minutos.',
    ready: (until: string) =>
      `Seu arquivo está pronto! Enviamos o link para o seu e-mail. Ele vale até ${until}.`,
    failed: 'Não conseguimos preparar seu arquivo. Peça de novo, por favor.',
    expired: 'O link do seu último arquivo expirou. Se precisar, peça um novo.',
  },
  exportFailed: 'Não foi possível pedir seus dados. Tente novamente.',
  loadFailed: 'Não foi possível carregar seus dados. Recarregue a página.',
  closeTitle: 'Encerrar conta',
  closeIntro: `Ao encerrar, sua conta fica ${ACCOUNT_CLOSURE_GRACE_DAYS} dias em espera: nesse tempo, você pode cancelar. Depois disso, apagamos seus dados pessoais e tiramos seus eventos do ar.`,
  closeButton: 'Encerrar conta',
  closeFailed: 'Não foi possível encerrar sua conta. Tente novamente.',
  closingAt: (date: string) =>
    `Sua conta será encerrada em ${date}. Até lá, você pode cancelar.`,
  dialog: {
    title: 'Encerrar sua conta?',
    grace: `Sua conta será encerrada daqui a ${ACCOUNT_CLOSURE_GRACE_DAYS} dias. Até lá, você pode entrar normalmente e cancelar o encerramento.`,
    erased:
      'Depois disso, apagamos seu nome, e-mail e telefone, tiramos seus eventos do ar e apagamos os sites, as fotos, as listas de convidados e as mensagens.',
    kept: 'Os registros de pagamentos e saques ficam guardados, sem seus dados pessoais, porque a lei exige.',
    exportHint:
      'Se quiser guardar uma cópia, use "Baixar meus dados" antes de encerrar.',
    confirm: 'Sim, encerrar conta',
    back: 'Voltar',
  },
  refusedTitle: 'Ainda não é possível encerrar sua conta',
  banner: (date: string) =>
    `Sua conta será encerrada em ${date}. Seus dados pessoais e seus eventos serão apagados.`,
  cancelClosure: 'Cancelar encerramento',
  cancelFailed: 'Não foi possível cancelar o encerramento. Tente novamente.',
} as const;
