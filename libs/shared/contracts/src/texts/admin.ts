/**
 * Texts only the back office (the admin app) shows, some of them sent by the api too. Same
 * groups and keys as before the split: only the root changed (`adminTexts.adminErrors.login`).
 * The host app and the guest site never import it (eslint refuses it there; `npm run budget`
 * checks their builds).
 */
export const adminTexts = {
  /** Form messages only the back office gives (the image ones are also the api's answers). */
  validation: {
    fillRequiredFields: 'Por favor, preencha todos os campos obrigatórios.',
    imageUploadRequired: '* Envie a imagem',
    imageRequired: '* Imagem obrigatória',
  },

  /** Admin app: defaults by screen. */
  adminErrors: {
    login: 'Erro ao fazer login!',
    usersLoad: 'Erro ao recuperar informações do evento.',
    dashboardLoad: 'Erro ao recuperar lista de transações.',
    eventsLoad: 'Erro ao buscar eventos.',
    eventUpdate: 'Erro ao atualizar o evento.',
    servicesLoad: 'Erro ao buscar tipos de eventos.',
    giftsLoad: 'Erro ao buscar lista de presentes.',
    giftLoad: 'Erro ao buscar presente.',
    giftCategoriesLoad: 'Erro ao buscar categorias de presentes.',
    giftUpdate: 'Erro ao atualizar presente.',
    giftSave: 'Erro ao salvar presente.',
    giftDelete: 'Erro ao remover presente.',
    categoryEdit: 'Erro ao editar categoria.',
    categorySave: 'Erro ao salvar categoria.',
    categoryDelete: 'Erro ao remover categoria.',
    eventTypeDelete: 'Erro ao remover tipo de evento.',
    eventTypeSave: 'Erro ao salvar.',
    eventTypesLoad: 'Erro ao buscar tipos de eventos.',
    serviceLoad: 'Erro ao buscar serviço.',
    serviceUpdate: 'Erro ao atualizar serviço.',
    serviceSave: 'Erro ao salvar serviço.',
    messagesLoad: 'Erro ao buscar recados.',
    messageDelete: 'Erro ao excluir recado.',
    guestsLoad: 'Erro ao carregar lista de presença.',
    guestSave: 'Erro ao salvar convidado.',
    guestDelete: 'Erro ao excluir convidado.',
    receivedGiftsLoad: 'Erro ao recuperar lista de presentes recebidos.',
    transactionsLoad: 'Erro ao recuperar lista de transações.',
    payoutsLoad: 'Erro ao recuperar lista de repasses.',
    privacyRequestsLoad: 'Erro ao recuperar os pedidos de titulares.',
    adminDataViewsLoad: 'Erro ao recuperar os acessos a dados para repasse.',
    payoutConclude: 'Erro ao concluir o repasse.',
    /** Not in the spec: the destination shown in 'Concluir repasse'. */
    payoutDestinationLoad: 'Erro ao recuperar os dados para repasse.',
    /** Not in the spec. */
    payoutFail: 'Erro ao marcar o repasse como falhou.',
    /** Not in the spec. */
    payoutCancel: 'Erro ao cancelar o repasse.',
    contractedServicesLoad: 'Erro ao buscar serviços contratados do evento.',
    pendingServicesLoad: 'Erro ao buscar serviços pendentes de pagamento.',
    defaultServicesLoad: 'Erro ao buscar serviços padrão.',
    /** Not in the spec (the spec's user edit had no call). */
    userSave: 'Erro ao salvar usuário.',
    /** Not in the spec: an event's members and pending invitations. */
    membersLoad: 'Erro ao buscar as pessoas com acesso ao evento.',
    /** Not in the spec. */
    memberRemove: 'Erro ao remover o acesso.',
    /** Not in the spec: an event's activity list. */
    activityLoad: 'Erro ao buscar a atividade do evento.',
  },

  /** Success alerts: the api's answers to the back office's calls. */
  success: {
    eventUpdated: 'Evento atualizado com sucesso!',
    /** Not in the spec. */
    payoutConcluded: 'Repasse concluído com sucesso.',
  },

  /** Other screen texts. */
  screens: {
    common: {
      active: 'Ativo',
      /** The spec says 'Desativo'; 'Inativo' is the word (see docs/decisions.md). */
      inactive: 'Inativo',
      inactiveBadge: 'INATIVO',
    },

    admin: {
      loginTitle: 'Painel do administrador',
      dashboardTitle: 'Painel Administrativo',
      newGift: 'Novo Presente',
      updateGift: 'Atualizar Presente',
      newService: 'Novo Serviço',
      updateService: 'Atualizar Serviço',
      tileUsers: 'Usuários',
      tileEvents: 'Eventos',
      tileGifts: 'Lista de Presente',
      tileEventTypes: 'Tipos de Evento',
      tileServices: 'Serviços',
      tilePayouts: 'Repasses',
      tilePrivacy: 'Privacidade (LGPD)',
      tileLogout: 'Sair',
      /** Not in the spec. */
      confirmDelete:
        'Tem certeza que deseja excluir? Esta ação não pode ser desfeita.',
      /** Not in the spec: deleting an event type. */
      confirmEventTypeDelete:
        'Tem certeza que deseja excluir este tipo de evento? Todas as suas categorias também serão removidas.',
      /** Not in the spec: `amount` is already formatted (formatBRL). */
      confirmPayout: (amount: string) =>
        `Confirma a conclusão deste repasse no valor de ${amount}?`,
      /** Not in the spec: above the reason asked by 'Marcar como falhou'. */
      failPayoutIntro:
        'O valor volta ao saldo disponível do anfitrião, que recebe este motivo por e-mail.',
      /** Not in the spec: removing a member from the event detail. */
      confirmMemberRemove: (name: string) =>
        `Remover o acesso de ${name} a este evento? A pessoa deixa de ver e de gerenciar o evento.`,
    },
  },

  /** API responses the back office also shows by itself (not in the spec). */
  server: {
    payoutAmountAboveRequested:
      'O valor pago não pode ser maior que o valor solicitado.',
    payoutFailed:
      'Repasse marcado como falho. O valor voltou ao saldo disponível.',
    payoutCancelled: 'Repasse cancelado. O valor voltou ao saldo disponível.',
  },
} as const;
