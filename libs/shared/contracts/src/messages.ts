/**
 * pt-BR texts of the product. Texts quoted by the product specification are kept verbatim
 * (typos included); texts it leaves open are marked "not in the spec".
 */
/**
 * A wait in pt-BR words, rounded up: '1 minuto', '45 minutos', '1 hora', '23 horas'. Up to an
 * hour in minutes, beyond in whole hours.
 */
export function waitTime(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 60)
    return minutes === 60
      ? '1 hora'
      : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} horas`;
}

export const messages = {
  /** Shared HTTP client failures. */
  client: {
    bodyRequired: 'Corpo da requisição necessário',
    urlRequired: 'A URL é obrigatória.',
    authMissing: 'Dados de autenticação ausente!',
    notFound: 'Algo deu errado. Tente novamente mais tarde!',
    network: 'Erro de rede!',
    unexpected: 'Ocorreu um erro inesperado.',
  },

  /** Field and form messages of the three apps and the api. */
  validation: {
    required: '* Campo obrigatório',
    checkFields: 'Verifique os campos.',
    dateRequired: '* Campo Data é obrigatório',
    startTimeRequired: '* Campo Horário de Início é obrigatório',
    endTimeRequired: '* Campo Horário de Término é obrigatório',
    eventKindRequired: '* Campo Tipo do Evento é obrigatório',
    eventLocationRequired: '* Campo Local do Evento é obrigatório',
    postalCodeRequired: '* Campo CEP é obrigatório',
    postalCodeInvalid: '* Formato de CEP inválido',
    fullAddressRequired: '* Campo Endereço é obrigatório',
    transmissionRequired: '* Campo Transmissão é obrigatório',
    transmissionLinkRequired: '* Campo Link da Transmissão é obrigatório',
    transmissionPasswordRequired: '* Campo Senha da Transmissão é obrigatório',
    slugEmpty: 'O link do evento não pode ser vazio.',
    sitePasswordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
    suggestionTitleRequired: 'Preencha o título!',
    imageFileRequired: 'Por favor, selecione um arquivo de imagem.',
    firstNameRequired: '* Nome obrigatório',
    lastNameRequired: '* Sobrenome obrigatório',
    emailRequired: '* E-mail obrigatório',
    emailInvalid: '* E-mail inválido',
    emailFormatInvalid: '* Formato de e-mail inválido',
    phoneRequired: '* Telefone obrigatório',
    phoneInvalid: '* Telefone inválido',
    phoneTypingInvalid: '* Número inválido',
    phoneFormatInvalid: '* Formato de telefone inválido',
    messageRequired: '* Mensagem obrigatória',
    passwordInvalid: '* Senha inválida',
    fillCorrectly: 'Preencha os dados corretamente!',
    eventTypeChoiceRequired:
      'Por favor, selecione um tipo de evento para continuar.',
    slugInUse: 'O link está em uso, por favor, crie outro.',
    /** Admin event save shows this (without the final period) for an empty slug. */
    adminSlugEmpty: 'O link está em uso, por favor, crie outro',
    minGifts: 'Necessário selecionar mais 4 presentes para continuar.',
    registrationPassword:
      '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
    passwordsMismatch: '* As senhas não coincidem',
    fillRequiredFields: 'Por favor, preencha todos os campos obrigatórios.',
    priceAboveZero: '* O preço deve ser maior que zero',
    imageUploadRequired: '* Envie a imagem',
    imageRequired: '* Imagem obrigatória',
    invalidValue: 'Valor inválido',
    payoutAmountInvalid: 'Por favor, insira um valor válido para o repasse.',
    /** Not in the spec: the payout destination form (Pix key or bank account). */
    payoutDestinationKindInvalid: 'Escolha Pix ou conta bancária.',
    pixKeyTypeInvalid: 'Escolha o tipo da chave Pix.',
    pixKeyRequired: '* Informe a chave Pix',
    pixKeyCpfInvalid: 'Chave Pix inválida: informe um CPF válido.',
    pixKeyCnpjInvalid: 'Chave Pix inválida: informe um CNPJ válido.',
    pixKeyEmailInvalid: 'Chave Pix inválida: informe um e-mail válido.',
    pixKeyPhoneInvalid:
      'Chave Pix inválida: informe um celular com DDD, como (11) 98765-4321.',
    pixKeyEvpInvalid:
      'Chave Pix inválida: a chave aleatória tem 32 letras e números, separados por hífens.',
    holderNameInvalid: 'Informe o nome completo do titular.',
    holderDocumentInvalid: 'Informe um CPF ou CNPJ válido do titular.',
    bankCodeInvalid: 'Escolha um banco da lista.',
    bankAgencyInvalid: 'Informe a agência, com até 5 números, sem o dígito.',
    bankAccountInvalid: 'Informe o número da conta, com até 12 números.',
    bankAccountDigitInvalid: 'Informe o dígito da conta (número ou X).',
    bankAccountTypeInvalid: 'Escolha conta corrente ou poupança.',
    /** Not in the spec: the admin's conclude and fail forms. */
    transferIdRequired: 'Informe o identificador da transferência Pix.',
    transferIdInvalid:
      'Identificador inválido: o Pix usa E seguido de 31 letras e números.',
    transferIdTooLong:
      'O identificador da transferência deve ter no máximo 100 caracteres.',
    failureReasonInvalid:
      'Informe o motivo da falha, entre 3 e 500 caracteres.',
    /** Not in the spec: the thanks mark of a received gift. */
    thankedInvalid: 'Informe se o presente foi agradecido.',
    /** Not in the spec: the 'Atenção!' alert of the cart checkout. */
    checkoutContactRequired:
      'Por favor, informe seu nome e um contato para que o anfitrião saiba quem enviou o presente.',
    /** Not in the spec: the cart's contact is neither an e-mail nor a Brazilian phone. */
    guestContactInvalid: 'Informe um e-mail ou telefone válido.',
    /** Not in the spec: the cart's note to the hosts. */
    guestNoteTooLong: 'O recado deve ter no máximo 500 caracteres.',
    /** Not in the spec. */
    slugLength: 'O link deve ter entre 3 e 60 caracteres.',
    /** Not in the spec. */
    slugFormat:
      'O link pode ter apenas letras minúsculas, números e hífens (sem hífen no início ou no fim).',
    /** Not in the spec. */
    invalidId: 'Identificador inválido.',
    /** Not in the spec. */
    invalidPagination: 'Paginação inválida.',
    /** Not in the spec. */
    colorInvalid: 'Selecione uma das cores disponíveis.',
    /** Not in the spec. */
    dateInvalid: 'Data inválida.',
    /** Not in the spec. */
    timeInvalid: 'Horário inválido.',
    /** Not in the spec. */
    urlInvalid: 'Informe um link válido, começando com http:// ou https://.',
    /** Not in the spec. */
    tooLong: 'Texto muito longo.',
    /** Not in the spec: one name per companion on the attendance form. */
    companionNameRequired: '* Nome do acompanhante obrigatório',
    /** Not in the spec: a companions count that differs from the names sent. */
    companionNamesMismatch: 'Informe o nome de cada acompanhante.',
  },

  /** Host and guest apps: fallbacks when the server gives no message. */
  hostErrors: {
    imageUpload: 'Erro ao realizar o upload da imagem.',
    eventUpdate: 'Erro ao atualizar evento.',
    eventFetch: 'Erro ao buscar evento.',
    eventInfoLoad: 'Erro ao recuperar informações do evento.',
    giftsLoad: 'Erro ao recuperar lista de presentes.',
    suggestionSave: 'Erro ao salvar sugestão.',
    giftRemove: 'Erro ao remover presente.',
    settingsSave: 'Erro ao salvar configurações do evento.',
    settingsLoad: 'Erro ao recuperar configurações do evento.',
    guestsLoad: 'Erro ao confirmar presença.',
    confirmPresence: 'Erro ao confirmar presença.',
    guestSave: 'Erro ao salvar convidado.',
    /** Not in the spec: accepting or discarding an answer waiting for review. */
    guestResponse: 'Erro ao revisar a resposta.',
    /** Not in the spec (the spec's delete button had no call); same text as the admin's. */
    guestDelete: 'Erro ao excluir convidado.',
    messagesLoad: 'Erro ao buscar recados.',
    messageDelete: 'Erro ao excluir recado.',
    receivedGiftsLoad: 'Erro ao recuperar lista de presentes recebidos.',
    transactionsLoad: 'Erro ao recuperar lista de transações.',
    payoutRequest: 'Erro ao solicitar o repasse.',
    checkout: 'Erro ao prosseguir pagamento.',
    /** Not in the spec: the provider could not open a new Pix charge. */
    pixCharge: 'Erro ao gerar o Pix. Tente novamente.',
    messageSend: 'Erro ao enviar recado.',
    servicesLoad: 'Erro ao buscar serviços.',
    servicePayment: 'Erro ao iniciar o pagamento do serviço.',
    register: 'Erro ao fazer o cadastro.',
    registrationGiftsMissing: 'Gift não encontrado',
    /** Not in the spec: the payout destination, the payout history, the thanks mark, the received gifts CSV. */
    payoutDestinationLoad: 'Erro ao recuperar os dados para repasse.',
    payoutDestinationSave: 'Erro ao salvar os dados para repasse.',
    payoutsLoad: 'Erro ao recuperar o histórico de repasses.',
    giftThanks: 'Erro ao atualizar o agradecimento.',
    receivedGiftsExport: 'Erro ao exportar os presentes recebidos.',
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
  },

  /** Success alerts. */
  success: {
    imageUpdated: 'Imagem atualizada!',
    infoUpdated: 'Informações atualizadas.',
    suggestionCreated: 'Sugestão criada.',
    giftRemoved: 'Presente removido com sucesso.',
    settingsSaved: 'Configurações do evento salvas com sucesso.',
    mediaSaved: 'Mídia salva.',
    guestAdded: 'Convidado adicionado com sucesso.',
    guestUpdated: 'Convidado atualizado com sucesso.',
    messageRemoved: 'Recado removido com sucesso.',
    messageSent: 'Recado enviado.',
    presenceConfirmed: 'Presença confirmada.',
    /** Not in the spec: a guest answered 'Não poderei ir'. */
    absenceRecorded: 'Resposta registrada. Obrigado por avisar!',
    /** Not in the spec: the host accepted an answer waiting for review. */
    guestResponseAccepted: 'Resposta aceita. O convidado foi atualizado.',
    /** Not in the spec: the host discarded an answer waiting for review. */
    guestResponseDiscarded: 'Resposta descartada.',
    eventUpdated: 'Evento atualizado com sucesso!',
    /** Not in the spec. */
    guestRemoved: 'Convidado removido com sucesso.',
    /** Not in the spec: admin saves other than the event. */
    saved: 'Alterações salvas com sucesso.',
    /** Not in the spec: admin deletes. */
    removed: 'Item removido com sucesso.',
    /** Not in the spec. */
    loggedIn: 'Login realizado com sucesso.',
    /** Not in the spec. */
    registered: 'Cadastro realizado com sucesso.',
    /** Not in the spec. */
    loggedOut: 'Sessão encerrada.',
    /** Not in the spec: shown as the payout request confirmation. */
    payoutRequested:
      'Repasse solicitado com sucesso. Você será avisado quando for concluído.',
    /** Not in the spec. */
    payoutConcluded: 'Repasse concluído com sucesso.',
    /** Not in the spec: the wizard's slug check. */
    slugAvailable: 'Link disponível.',
  },

  /** Alert titles. */
  titles: {
    error: 'Erro!',
    oops: 'Ops!',
    success: 'Sucesso!',
    attention: 'Atenção!',
    login: 'Login',
    register: 'Cadastro',
    registrationStep: 'Erro ao prosseguir o cadastro',
  },

  /** Empty lists. */
  empty: {
    messages: 'Nenhuma messagem para o evento...',
    receivedGifts: 'Nenhum presente recebido ainda.',
    services: 'Nenhum serviço disponível.',
    /** Not in the spec: the 'Contratados' section when nothing was bought. */
    contractedServices: 'Nenhum serviço contratado.',
    guests: 'Nenhum convidado confirmado para o evento',
    table: 'Nenhum dado disponível na tabela',
  },

  /** Other screen texts. */
  screens: {
    common: {
      pageNotFound: 'Página não encontrada',
      loading: 'Carregando...',
      anonymous: 'Anônimo',
      active: 'Ativo',
      /** The spec says 'Desativo'; 'Inativo' is the word (see docs/decisions.md). */
      inactive: 'Inativo',
      inactiveBadge: 'INATIVO',
    },
    host: {
      customTitle: 'Cores e Textos',
      infoTitle: 'Informações do Evento',
      giftsTitle: 'Lista de Presentes',
      customPagesTitle: 'Páginas Personalizadas',
      settingsTitle: 'Configurações',
      galleryTitle: 'Galeria de Fotos e Vídeos',
      servicePackageTitle: 'Pacote de Serviços',
      confirmationsTitle: 'Lista de Presença',
      messagesTitle: 'Recados',
      giftsReceivedTitle: 'Presentes Recebidos',
      visitSite: 'Visitar meu site',
      personalize: 'Personalize',
      requestPayout: 'Solicitar repasse',
      /** Not in the spec. */
      galleryIncluded:
        'Seu site inclui 5 fotos e 1 vídeo. Para mais espaço, contrate um pacote de serviços.',
      /** Not in the spec: the fixed WhatsApp invitation text. */
      whatsappInvite: (siteUrl: string) =>
        `Você é nosso convidado especial! Acesse o site do evento para ver todos os detalhes, confirmar sua presença e deixar um recado: ${siteUrl}`,
      /** Not in the spec: the payout destination and the payout history. */
      payoutDestinationTitle: 'Dados para repasse',
      payoutDestinationEmpty: 'Nenhum dado cadastrado.',
      payoutHistoryTitle: 'Histórico de repasses',
      /** `amount` is already formatted (formatBRL); `destination` is the masked line. */
      confirmPayoutRequest: (amount: string, destination: string) =>
        `Confirmar repasse de ${amount} para ${destination}?`,
    },
    services: {
      pendingTitle: 'Serviços com Pagamento Pendente',
      pendingSubtitle: 'Finalize o pagamento para ativar.',
      contractedTitle: 'Contratados',
      freeTitle: 'Pacotes Grátis',
      turboTitle: 'Serviços',
      turboSubtitle: 'Turbine o Seu Site',
      buy: 'COMPRAR',
      free: 'Gratuito',
      contracted: 'Contratado',
      dueOn: (date: string) => `Vence em: ${date}`,
      continuePayment: 'Continuar Pagamento',
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
      /** Not in the spec: the copy buttons of the payout destination. */
      copy: 'Copiar',
      copied: 'Copiado!',
      copyFailed: 'Não foi possível copiar.',
      /** Not in the spec: above the reason asked by 'Marcar como falhou'. */
      failPayoutIntro:
        'O valor volta ao saldo disponível do anfitrião, que recebe este motivo por e-mail.',
    },
  },

  /** Password reset of hosts and administrators (not in the spec, apart from the link's purpose). */
  /** 'Gravata digital': the printable card with the QR code of the gift list (host dashboard). */
  giftCard: {
    kicker: 'Gravata digital',
    invitation:
      'Aponte a câmera do celular para o QR code e escolha um presente na nossa lista. Obrigado pelo carinho!',
    description:
      'Cartão A6 para imprimir e deixar nas mesas da festa, com o QR code da lista de presentes.',
    download: 'Baixar gravata digital (PDF)',
    fileName: (slug: string) => `gravata-digital-${slug}.pdf`,
  },
  passwordReset: {
    forgotLink: 'Esqueci minha senha',
    requestTitle: 'Redefinir senha',
    requestIntro:
      'Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.',
    requestSubmit: 'Enviar link',
    /** The same answer whether or not the e-mail has an account. */
    requested:
      'Se este e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
    requestedHint:
      'O link vale por 1 hora e pode ser usado uma única vez. Confira também a caixa de spam.',
    backToLogin: 'Voltar para o login',
    resetTitle: 'Criar nova senha',
    resetIntro: 'Escolha uma nova senha para a sua conta.',
    newPassword: 'Nova senha',
    confirmNewPassword: 'Confirme a nova senha',
    resetSubmit: 'Salvar nova senha',
    done: 'Senha redefinida com sucesso. Entre com a nova senha.',
    goToLogin: 'Ir para o login',
    invalidLink:
      'Este link para redefinir a senha é inválido, expirou ou já foi usado. Peça um novo link.',
    askAgain: 'Pedir um novo link',
    tooManyRequests:
      'Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.',
    mailSubject: 'Redefinição de senha',
  },

  /** Free-value gifts and gifts in shares (not in the spec). */
  giftKinds: {
    kindLabels: {
      fixed: 'Valor fixo',
      free: 'Valor livre',
      shares: 'Em cotas',
    },
    freeAmountRequired: 'Informe o valor do presente.',
    freeAmountBelowMin: (min: string) => `O valor mínimo é ${min}.`,
    freeAmountAboveMax: (max: string) => `O valor máximo é ${max}.`,
    freeAmountOnce: 'Um presente de valor livre é dado uma vez por pedido.',
    suggestedAmountsInvalid: (min: string, max: string) =>
      `Os valores sugeridos devem estar entre ${min} e ${max}.`,
    suggestedAmountsTooMany: (limit: number) =>
      `Informe no máximo ${limit} valores sugeridos.`,
    kindInvalid: 'Escolha valor livre ou cotas.',
    sharePriceRequired: '* Informe o valor total do presente',
    shareCountInvalid: (min: number, max: number) =>
      `* Divida o presente em ${min} a ${max} cotas`,
    sharesUneven: (count: number) =>
      `O valor total precisa ser dividido igualmente em ${count} cotas (centavos inteiros). Ajuste o valor ou o número de cotas.`,
    sharesBelowTaken: (taken: number) =>
      `Já há ${taken} ${taken === 1 ? 'cota vendida ou reservada' : 'cotas vendidas ou reservadas'}; o número de cotas não pode ser menor.`,
    kindUnchangeable: 'O tipo de um presente não pode ser alterado.',
    sharesUnavailable: (remaining: number) =>
      remaining === 0
        ? 'As cotas deste presente já foram todas reservadas ou compradas.'
        : `Restam apenas ${remaining} ${remaining === 1 ? 'cota' : 'cotas'} deste presente.`,
    sharesChanged:
      'O valor ou o número de cotas deste presente mudou. Atualize a página e escolha de novo.',
    sharePriceLocked: (sharePrice: string) =>
      `Já há cotas vendidas ou reservadas: cada cota continua custando ${sharePrice}. O valor total deve ser o número de cotas × ${sharePrice}.`,
    sharesLeft: (remaining: number, count: number) =>
      `${remaining} de ${count} cotas disponíveis`,
    sharesOf: (quantity: number, count: number) =>
      `${quantity} de ${count} ${count === 1 ? 'cota' : 'cotas'}`,
    sharePriceEach: (price: string) => `${price} por cota`,
    sharesOfPrice: (count: number, price: string) =>
      `${count} cotas de ${price}`,
    sharesTakenHint: (taken: number) =>
      `${taken} ${taken === 1 ? 'cota vendida ou reservada' : 'cotas vendidas ou reservadas'}: o número de cotas não pode ser menor, e o valor de cada cota não muda.`,
    complete: 'Presente completo',
    allReserved: 'Cotas reservadas, aguardando pagamento',
    freeAmountLabel: 'Valor do presente (R$)',
    sharesLabel: 'Quantas cotas?',
    giftCreated: 'Presente criado.',
    giftUpdated: 'Presente atualizado.',
  },

  /** API responses the specs do not give (not in the spec). */
  server: {
    invalidCredentials: 'E-mail ou senha inválidos.',
    unauthorized: 'Sessão inválida ou expirada. Faça login novamente.',
    forbidden: 'Você não tem permissão para acessar este recurso.',
    notFound: 'Recurso não encontrado.',
    routeNotFound: 'Rota não encontrada.',
    validation: 'Dados inválidos.',
    conflict: 'A operação entra em conflito com dados existentes.',
    tooManyRequests: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
    /** Not in the spec: one address past its purchases on one event in an hour (429). */
    purchasesPerEventPerHour: (retryAfterSeconds: number) =>
      `Muitas compras deste endereço para este evento na última hora. Tente novamente em ${waitTime(retryAfterSeconds)}.`,
    /** Not in the spec: one address past its purchases on all events in 24 hours (429). */
    purchasesPerDay: (retryAfterSeconds: number) =>
      `Muitas compras deste endereço nas últimas 24 horas. Tente novamente em ${waitTime(retryAfterSeconds)}.`,
    internal: 'Erro interno. Tente novamente mais tarde.',
    /** Not in the spec: the database cannot be reached for a moment (503). */
    databaseUnavailable:
      'Serviço temporariamente indisponível. Tente novamente em instantes.',
    emailInUse: 'Este e-mail já está cadastrado.',
    payloadTooLarge:
      'Arquivo muito grande. O tamanho máximo permitido foi excedido.',
    unsupportedMediaType:
      'Tipo de arquivo não suportado. Envie uma imagem (JPEG, PNG ou WebP) ou um vídeo (MP4 ou WebM).',
    fileRequired: 'Envie um arquivo.',
    invalidFile: 'Arquivo inválido ou corrompido.',
    /** Not in the spec: an image whose width × height is over MEDIA_MAX_IMAGE_PIXELS. */
    imageTooManyPixels: (megapixels: number) =>
      `Imagem grande demais. Envie uma imagem de até ${megapixels} megapixels.`,
    eventNotFound: 'Evento não encontrado.',
    userNotFound: 'Usuário não encontrado.',
    dateRangeInvalid:
      'A data final deve ser igual ou posterior à data inicial.',
    payoutStatusInvalid:
      'Status de repasse inválido. Use PENDING, PAID, FAILED ou CANCELLED.',
    giftNotFound: 'Presente não encontrado.',
    guestNotFound: 'Convidado não encontrado.',
    guestEmailInUse: 'Este e-mail já está na lista de convidados.',
    guestResponseNotFound: 'Resposta não encontrada.',
    messageNotFound: 'Recado não encontrado.',
    serviceNotFound: 'Serviço não encontrado.',
    eventTypeNotFound: 'Tipo de evento não encontrado.',
    eventCategoryNotFound: 'Categoria não encontrada.',
    orderNotFound: 'Pedido não encontrado.',
    /** Not in the spec: a new Pix asked for an order that was paid, cancelled or expired. */
    orderNotAwaitingPayment: 'Este pedido não está mais aguardando pagamento.',
    /** Not in the spec: a Pix asked for an order paid by card. */
    orderNotPix: 'Este pedido não é pago por Pix.',
    /** Not in the spec: a malformed Idempotency-Key header on a purchase. */
    idempotencyKeyInvalid:
      'Não foi possível identificar a compra. Recarregue a página e tente novamente.',
    payoutNotFound: 'Repasse não encontrado.',
    galleryItemNotFound: 'Mídia não encontrada.',
    giftUnavailable:
      'Um dos presentes escolhidos não está disponível neste evento.',
    giftListHidden: 'A lista de presentes deste evento não está disponível.',
    guestMessagesClosed: 'Este evento não está recebendo recados.',
    guestConfirmationClosed:
      'Este evento não está recebendo confirmações de presença.',
    sitePasswordRequired: 'Este site é protegido por senha.',
    sitePasswordWrong: 'Senha incorreta.',
    sitePasswordNotAllowed:
      'A senha do site faz parte do serviço Senha. Contrate-o em Pacote de Serviços.',
    customPagesNotAllowed:
      'Páginas personalizadas fazem parte do serviço Página. Contrate-o em Pacote de Serviços.',
    customPagesLimitReached: (limit: string) =>
      `Limite de páginas personalizadas atingido (${limit}). Contrate mais um pacote do serviço Página para criar outras.`,
    customPageNotFound: 'Página não encontrada.',
    customPageCreated: 'Página criada.',
    customPageUpdated: 'Página atualizada.',
    customPageRemoved: 'Página removida.',
    eventDetailsLoaded: 'Informações do evento carregadas.',
    giftListLoaded: 'Lista de presentes carregada.',
    giftsAdded: 'Presentes adicionados.',
    giftSelectionRequired: 'Selecione pelo menos um presente.',
    galleryQuotaExceeded:
      'Limite da galeria atingido. Contrate um pacote de serviços para enviar mais fotos e vídeos.',
    /** Not in the spec: gallery photo quota reached (limit = included + contracted). */
    galleryImageLimit: (limit: number | string) =>
      `Limite de ${limit} ${Number(limit) === 1 ? 'foto' : 'fotos'} atingido. Contrate mais espaço em Pacote de Serviços.`,
    /** Not in the spec: gallery video quota reached. */
    galleryVideoLimit: (limit: number | string) =>
      `Limite de ${limit} ${Number(limit) === 1 ? 'vídeo' : 'vídeos'} atingido. Contrate mais espaço em Pacote de Serviços.`,
    galleryFileTypeInvalid: 'Informe se a mídia é uma imagem ou um vídeo.',
    /** Not in the spec: gallery item deleted. */
    mediaRemoved: 'Mídia removida.',
    galleryFileTypeMismatch:
      'O arquivo enviado não corresponde ao tipo escolhido (imagem ou vídeo).',
    payoutAlreadyPending: 'Já existe um repasse pendente para este evento.',
    /** Not in the spec: a payout request while the event has no payout destination. */
    payoutDestinationMissing:
      'Cadastre os dados para repasse antes de solicitar o repasse.',
    /** Not in the spec: a payout requested before destinations were recorded. */
    payoutDestinationUnavailable:
      'Este repasse não tem dados de destino registrados.',
    /** Not in the spec. */
    payoutDestinationSaved: 'Dados para repasse salvos.',
    /** Not in the spec. */
    giftThanksSaved: 'Agradecimento atualizado.',
    noBalanceAvailable: 'Não há saldo disponível para repasse.',
    payoutNotPending: 'Este repasse não está mais pendente.',
    payoutAmountAboveRequested:
      'O valor pago não pode ser maior que o valor solicitado.',
    serviceUnavailable: 'Este serviço não está disponível para contratação.',
    paymentProviderUnavailable:
      'Não foi possível iniciar o pagamento. Tente novamente em instantes.',
    payoutFailed:
      'Repasse marcado como falho. O valor voltou ao saldo disponível.',
    payoutCancelled: 'Repasse cancelado. O valor voltou ao saldo disponível.',
    servicePaymentStarted:
      'Pagamento iniciado. Finalize-o para ativar o serviço.',
    servicePaymentResumed:
      'Este serviço já tem um pagamento pendente. Continue o pagamento para ativá-lo.',
    serviceAlreadyContracted:
      'Este serviço já está contratado para o seu evento.',
    invalidSignature: 'Assinatura inválida.',
    cepNotFound: 'CEP não encontrado.',
    addressNotFound: 'Endereço não encontrado.',
    lookupUnavailable:
      'Serviço de consulta indisponível no momento. Tente novamente mais tarde.',
    categoryInUse:
      'Não é possível remover: existem presentes ou eventos ligados a esta categoria.',
    eventTypeInUse:
      'Não é possível remover: existem eventos ligados a este tipo.',
    serviceTypeNotFound: 'Tipo de serviço não encontrado.',
    listLoaded: 'Lista carregada com sucesso.',
    giftDeactivated:
      'O presente já foi comprado em pedidos e foi desativado em vez de removido.',
    serviceDeactivated:
      'O serviço já foi contratado por eventos e foi desativado em vez de removido.',
    quantityInvalid: 'Quantidade inválida.',
    cartEmpty: 'Selecione ao menos um presente.',
    orderTooLarge:
      'O valor do pedido ultrapassa o limite permitido. Divida-o em pedidos menores.',
    purchaseCreated:
      'Pedido registrado. Conclua o pagamento para enviar o presente.',
    webhookProcessed: 'Notificação processada.',
    webhookDuplicate: 'Notificação já processada.',
    webhookUnknownReference: 'Notificação recebida; referência desconhecida.',
  },
} as const;

export type Messages = typeof messages;
