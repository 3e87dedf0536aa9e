/**
 * The invitations on the guest site: the personal page ('/<slug>/c/<code>'), 'Encontre seu
 * convite' and the checkout's link to the invitation. A module of its own: it loads with those
 * pages only, never in the site's first download.
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
  giftLinked: (name: string) => `Seu presente ficará ligado ao convite ${name}`,
} as const;
