/**
 * Texts only the guest site (the public event site) shows, some of them sent by the api too.
 * Same groups and keys as before the split: only the root changed
 * (`guestSiteTexts.screens.guest.menuHome`). The site's own texts, which no other project
 * reads, are in apps/guest/src/config/texts.ts. The host app and the back office never import
 * it (eslint refuses it there; `npm run budget` checks their builds).
 */
export const guestSiteTexts = {
  /** Form messages only the guest site gives. */
  validation: {
    phoneTypingInvalid: '* Número inválido',
  },

  /** Guest site: fallbacks when the server gives no message. */
  hostErrors: {
    confirmPresence: 'Erro ao confirmar presença.',
    /** Not in the spec: the provider could not open a new Pix charge. */
    pixCharge: 'Erro ao gerar o Pix. Tente novamente.',
    messageSend: 'Erro ao enviar recado.',
  },

  /** Success alerts: the api's answers to the site's calls. */
  success: {
    messageSent: 'Recado enviado.',
    presenceConfirmed: 'Presença confirmada.',
    /** Not in the spec: a guest answered 'Não poderei ir'. */
    absenceRecorded: 'Resposta registrada. Obrigado por avisar!',
  },

  /** Other screen texts. */
  screens: {
    common: {
      loading: 'Carregando...',
    },

    guest: {
      loadFailed: 'Deu ruim!',
      menuHome: 'Início',
      menuGifts: 'Lista de Presentes',
      menuConfirmation: 'Confirmação',
      menuMessages: 'Recadinhos',
      give: 'PRESENTEAR',
      /** Not in the spec: the accessible name of one gift's PRESENTEAR button. */
      giveGift: (giftName: string) => `Presentear ${giftName}`,
      sendMessage: 'ENVIAR RECADO',
      messageModalTitle: 'Deixe seu recado',
      confirmModalTitle: 'Confirme sua presença',
      cartTitle: 'Presentes Selecionados',
      secure: 'Ambiente seguro',
      welcomeTitle: 'Sejam bem-vindos!',
      /** Not in the spec: the default introduction text. */
      welcomeText:
        'Que alegria ter você aqui! Preparamos este espaço com muito carinho para compartilhar os detalhes do nosso grande dia. Fique à vontade para conhecer a lista de presentes, confirmar sua presença e deixar um recado especial.',
    },
  },

  /** Free-value gifts and gifts in shares (not in the spec). */
  giftKinds: {
    allReserved: 'Cotas reservadas, aguardando pagamento',
    freeAmountLabel: 'Valor do presente (R$)',
    sharesLabel: 'Quantas cotas?',
  },

  /** API responses the site also shows by itself (not in the spec). */
  server: {
    sitePasswordWrong: 'Senha incorreta.',
  },
} as const;

/**
 * The invitations on the guest site: the personal page ('/<slug>/c/<code>'), 'Encontre seu
 * convite' and the checkout's link to the invitation. Its own export, so that it loads with
 * those pages only.
 */
export const invitationGuestTexts = {
  pageTitle: (eventTitle: string) => `Seu convite — ${eventTitle}`,
  greeting: (name: string) => `Olá, ${name}!`,
  intro: 'Conte para a gente quem vai.',
  membersLegend: 'Quem vai?',
  attending: 'Vai',
  notAttending: 'Não vai',
  awaiting: 'Aguardando',
  child: 'criança',
  companionsTitle: 'Acompanhantes',
  companionsAllowed: (max: number) =>
    max === 1
      ? 'Você pode levar 1 acompanhante.'
      : `Você pode levar até ${max} acompanhantes.`,
  companionLabel: (position: number) => `Acompanhante ${position}`,
  addCompanion: 'Adicionar acompanhante',
  remove: 'Remover',
  removeCompanion: (position: number) => `Remover acompanhante ${position}`,
  required: '(obrigatória)',
  message: 'Mensagem para os anfitriões',
  submit: 'Enviar resposta',
  sent: (deadline: string) =>
    `Resposta enviada! Você pode alterá-la até ${deadline}.`,
  sentUntilEvent: 'Resposta enviada! Você pode alterá-la até o dia do evento.',
  sendFailed: 'Não foi possível enviar sua resposta. Tente de novo.',
  yourAnswer: 'Sua resposta',
  noAnswer: 'Sem resposta',
  giveGift: 'Dar um presente',
  seeSite: 'Ver o site do evento',
  loadFailed: 'Não foi possível abrir seu convite.',
  retry: 'Tentar de novo',
  findTitle: 'Encontre seu convite',
  findIntro: 'Digite seu nome e sobrenome como estão no convite.',
  findFirstName: 'Nome',
  findLastName: 'Sobrenome',
  findSubmit: 'Procurar',
  found: (firstNames: string) => `Encontramos o convite de ${firstNames}`,
  answer: 'Responder',
  findFailed: 'Não foi possível procurar agora. Tente de novo.',
  openAnswers: 'Não está na lista? Confirme aqui',
  giftAnonymous: 'Presentear de forma anônima',
  giftLinked: (name: string) =>
    `Seu presente ficará ligado ao convite ${name}`,
} as const;
