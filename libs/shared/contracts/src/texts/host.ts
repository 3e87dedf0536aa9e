/**
 * Texts only the host app (the event owners' app) shows, some of them sent by the api too (its
 * success messages, a few errors). Same groups and keys as before the split: only the root
 * changed (`hostTexts.screens.host.visitSite`). The guest site and the back office never import
 * it (eslint refuses it there; `npm run budget` checks their builds).
 */
export const hostTexts = {
  /** Form messages only the host gives (`slugInUse` is also the api's answer). */
  validation: {
    checkFields: 'Verifique os campos.',
    slugInUse: 'O link está em uso, por favor, crie outro.',
  },

  /** Host app: fallbacks when the server gives no message. */
  hostErrors: {
    /** 'Minha conta' (not in the spec). */
    profileSave: 'Erro ao salvar os dados.',
    passwordChange: 'Erro ao alterar a senha.',
    emailChangeRequest: 'Erro ao pedir a troca de e-mail.',
    emailChangeLoad: 'Erro ao verificar a troca de e-mail pendente.',
    emailChangeConfirm: 'Erro ao confirmar o novo e-mail.',
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
    /** Not in the spec: the host cancels a pending payout. */
    payoutCancel: 'Erro ao cancelar o repasse.',
    servicesLoad: 'Erro ao buscar serviços.',
    servicePayment: 'Erro ao iniciar o pagamento do serviço.',
    register: 'Erro ao fazer o cadastro.',
    registrationGiftsMissing: 'Gift não encontrado',
    /** Not in the spec: the payout destination, the payout history, the thanks mark, the received gifts CSV. */
    payoutDestinationLoad: 'Erro ao recuperar os dados para repasse.',
    payoutDestinationSave: 'Erro ao salvar os dados para repasse.',
    payoutsLoad: 'Erro ao recuperar o histórico de repasses.',
    giftThanks: 'Erro ao atualizar o agradecimento.',
    /** Not in the spec: the thanks e-mail of 'Recados'. */
    thanksEmail: 'Erro ao enviar o agradecimento.',
    receivedGiftsExport: 'Erro ao exportar os presentes recebidos.',
    /** Not in the spec: 'Aparelhos conectados' on 'Minha conta'. */
    sessionsLoad: 'Erro ao carregar os aparelhos conectados.',
    sessionEnd: 'Erro ao desconectar o aparelho.',
    otherSessionsEnd: 'Erro ao desconectar os outros aparelhos.',
    /** Not in the spec: 'Aparência'. */
    appearanceSave: 'Erro ao salvar a aparência.',
  },

  /** Success alerts: the api's answers to the host's calls. */
  success: {
    imageUpdated: 'Imagem atualizada!',
    infoUpdated: 'Informações atualizadas.',
    appearanceSaved: 'Aparência salva. O site já mostra o novo visual.',
    suggestionCreated: 'Sugestão criada.',
    giftRemoved: 'Presente removido com sucesso.',
    settingsSaved: 'Configurações do evento salvas com sucesso.',
    mediaSaved: 'Mídia salva.',
    guestAdded: 'Convidado adicionado com sucesso.',
    guestUpdated: 'Convidado atualizado com sucesso.',
    messageRemoved: 'Recado removido com sucesso.',
    /** Not in the spec: the thanks e-mail of 'Recados' is on its way. */
    thanksEmailSent: 'Agradecimento enviado por e-mail.',
    /** Not in the spec: the host accepted an answer waiting for review. */
    guestResponseAccepted: 'Resposta aceita. O convidado foi atualizado.',
    /** Not in the spec: the host discarded an answer waiting for review. */
    guestResponseDiscarded: 'Resposta descartada.',
    /** Not in the spec. */
    guestRemoved: 'Convidado removido com sucesso.',
    /** Not in the spec: shown as the payout request confirmation. */
    payoutRequested:
      'Repasse solicitado com sucesso. Você será avisado quando for concluído.',
    /** Not in the spec: the host cancelled a pending payout. */
    payoutCancelled: 'Repasse cancelado. O valor voltou ao saldo disponível.',
    /** Not in the spec: the host signed another device out. */
    sessionEnded:
      'Aparelho desconectado. Ele precisará entrar de novo com a senha.',
    /** Not in the spec: 'Sair de todos os aparelhos'; this device stays signed in. */
    otherSessionsEnded: (count: number) =>
      count === 0
        ? 'Nenhum outro aparelho estava conectado.'
        : count === 1
          ? '1 aparelho foi desconectado. Este continua conectado.'
          : `${count} aparelhos foram desconectados. Este continua conectado.`,
  },

  /** Alert titles. */
  titles: {
    register: 'Cadastro',
    registrationStep: 'Erro ao prosseguir o cadastro',
  },

  /** Empty lists. */
  empty: {
    services: 'Nenhum serviço disponível.',
    /** Not in the spec: the 'Contratados' section when nothing was bought. */
    contractedServices: 'Nenhum serviço contratado.',
  },

  /** Other screen texts. */
  screens: {
    host: {
      customTitle: 'Cores e Textos',
      /** Not in the spec. */
      appearanceTitle: 'Aparência',
      infoTitle: 'Informações do Evento',
      giftsTitle: 'Lista de Presentes',
      customPagesTitle: 'Páginas Personalizadas',
      settingsTitle: 'Configurações',
      galleryTitle: 'Galeria de Fotos e Vídeos',
      servicePackageTitle: 'Pacote de Serviços',
      confirmationsTitle: 'Convidados',
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
      /** Not in the spec: the owner cancels the pending payout. */
      confirmPayoutCancel: (amount: string) =>
        `O pedido de repasse de ${amount} será cancelado e o valor voltará ao saldo disponível.`,
    },

    /** Not in the spec: 'Aparência', the site's theme and colour with a preview of the real site. */
    appearance: {
      pageDescription:
        'O tema e a cor do site, com uma prévia antes de salvar.',
      intro:
        'Escolha um tema e a cor do seu site. A prévia mostra o seu site de verdade: os convidados só veem a mudança depois que você salvar.',
      themeLegend: 'Tema',
      currentTheme: 'Atual',
      colorLabel: 'Cor do site',
      unsaved: 'Alterações não salvas.',
      previewTitle: 'Prévia',
      previewDevice: 'Ver a prévia no',
      phone: 'Celular',
      desktop: 'Computador',
      phoneFrameTitle: 'Prévia do site no celular',
      desktopFrameTitle: 'Prévia do site no computador',
      passwordNote:
        'Seu site tem senha: a prévia mostra a tela de senha, como os convidados a veem antes de digitá-la.',
      openPreview: 'Abrir a prévia em outra aba',
    },

    /** Not in the spec: 'Recados' with gift notes and attendance messages, and the thanks. */
    messages: {
      filterLegend: 'Mostrar',
      filters: {
        all: 'Todos',
        message: 'Recados',
        gift: 'Presentes',
        rsvp: 'Presença',
      },
      kinds: { message: 'Recado', gift: 'Presente', rsvp: 'Presença' },
      attending: 'Confirmou presença',
      declined: 'Não poderá ir',
      pendingReview: 'Resposta aguardando sua revisão em Convidados',
      thankByWhatsApp: 'Agradecer pelo WhatsApp',
      thankByEmail: 'Agradecer por e-mail',
      thanksModalTitle: 'Agradecer por e-mail',
      thanksTextLabel: 'Mensagem de agradecimento',
      thanksTextHint:
        'Edite como quiser. Enviaremos para o e-mail deixado pelo convidado.',
      sendThanks: 'Enviar agradecimento',
      /** The editable thanks, in the couple's voice; `signature`: who signs (the host's first name). */
      thanksText: (thanks: {
        kind: 'message' | 'gift' | 'rsvp';
        firstName: string;
        attending?: boolean;
        signature: string;
      }) => {
        const hello = thanks.firstName ? `Olá, ${thanks.firstName}!` : 'Olá!';
        const body =
          thanks.kind === 'gift'
            ? 'Muito obrigado pelo presente e pelas palavras tão carinhosas. Ficamos muito felizes!'
            : thanks.kind === 'rsvp' && thanks.attending === false
              ? 'Obrigado por nos avisar e pelo carinho da sua mensagem. Vamos sentir sua falta!'
              : thanks.kind === 'rsvp'
                ? 'Obrigado por confirmar sua presença e pela mensagem. Estamos contando os dias para celebrar com você!'
                : 'Muito obrigado pelo seu recado. Ficamos muito felizes com o carinho!';
        return `${hello}\n\n${body}\n\nUm abraço,\n${thanks.signature}`;
      },
    },

    /** Not in the spec: 'Minha conta' and its 'Aparelhos conectados'. */
    account: {
      title: 'Minha conta',
      sessionsTitle: 'Aparelhos conectados',
      sessionsIntro:
        'Onde sua conta está aberta. Um aparelho sem uso por alguns dias é desconectado sozinho.',
      sessionsCaption: 'Aparelhos com a sua conta aberta',
      deviceHeader: 'Aparelho',
      signedInAtHeader: 'Entrou em',
      lastUsedAtHeader: 'Último uso',
      actionsHeader: 'Ações',
      thisDevice: 'Este aparelho',
      endSession: 'Desconectar',
      /** The button's accessible name: which device, told apart by its last use. */
      endSessionOf: (device: string, lastUsedAt: string) =>
        `Desconectar ${device} (último uso em ${lastUsedAt})`,
      confirmEndTitle: 'Desconectar aparelho?',
      confirmEndText: (device: string) =>
        `${device} precisará entrar de novo com a senha.`,
      endOthers: 'Sair de todos os aparelhos',
      confirmEndOthersTitle: 'Sair de todos os outros aparelhos?',
      confirmEndOthersText:
        'Todos os outros aparelhos precisarão entrar de novo com a senha. Este aparelho continua conectado.',
      confirmEndOthers: 'Sair de todos',
      onlyThisDevice: 'Só este aparelho está conectado.',
      unknownDeviceHint:
        'Não reconhece um aparelho? Desconecte-o e redefina sua senha: a nova senha desconecta todos, este também.',
      resetPassword: 'Redefinir minha senha',
      /** The way from 'Minha conta' to 'Meus dados' (export and closure). */
      myDataTitle: 'Meus dados',
      myDataLink: 'Baixar meus dados ou encerrar a conta',
      profileTitle: 'Dados pessoais',
      firstName: 'Nome',
      lastName: 'Sobrenome',
      phone: 'Telefone',
      saveProfile: 'Salvar dados',
      emailTitle: 'E-mail',
      emailIntro:
        'Enviaremos um link para o novo endereço. A troca só vale depois que você abrir o link; até lá, continue entrando com o e-mail atual.',
      currentEmail: 'E-mail atual',
      newEmail: 'Novo e-mail',
      currentPassword: 'Senha atual',
      sendEmailLink: 'Enviar link de confirmação',
      pendingEmail: (email: string, until: string) =>
        `Aguardando a confirmação de ${email}. O link enviado para esse endereço vale até ${until}.`,
      passwordTitle: 'Senha',
      passwordIntro:
        'Ao trocar a senha, os outros aparelhos são desconectados; este continua conectado.',
      newPassword: 'Nova senha',
      newPasswordHint: 'Mínimo de 8 caracteres, com letras e números.',
      confirmNewPassword: 'Confirme a nova senha',
      changePassword: 'Alterar senha',
      confirmEmailTitle: 'Confirmar novo e-mail',
      confirmEmailIntro:
        'Confirme para que este passe a ser o e-mail da sua conta na Celebra.',
      confirmEmail: 'Confirmar novo e-mail',
      goToLogin: 'Ir para o login',
      goToAccount: 'Ir para Minha conta',
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
  },

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

  /** Not in the spec: 'Convidados' as invitations (households), their sending, questions and RSVP settings. */
  invitations: {
    intro:
      'Cada convite é uma casa: as pessoas convidadas juntas, com um link pessoal para responder.',
    summaryLabel: 'Resumo da lista',
    summary: {
      invitations: 'Convites',
      invited: 'Convidados',
      answered: 'Responderam',
      attending: 'Vão',
      declined: 'Não vão',
      adults: 'Adultos',
      children: 'Crianças',
      awaiting: 'Aguardando',
      review: 'A revisar',
    },
    filtersLabel: 'Filtrar convites',
    search: 'Buscar por nome',
    groupFilter: 'Grupo',
    allGroups: 'Todos os grupos',
    stateFilter: 'Situação',
    allStates: 'Todas',
    giftsFilter: 'Presentes',
    allGifts: 'Todos',
    stateFilters: {
      'not-sent': 'Não enviado',
      sent: 'Enviado',
      opened: 'Aberto',
      answered: 'Respondeu',
      awaiting: 'Aguardando resposta',
      review: 'A revisar',
    },
    giftFilters: {
      given: 'Deram presente',
      unthanked: 'Deram presente e ainda não agradecidos',
    },
    states: {
      'not-sent': 'Não enviado',
      sent: 'Enviado',
      opened: 'Aberto',
      answered: 'Respondeu',
    },
    listLabel: 'Convites',
    loading: 'Carregando convites...',
    loadFailed: 'Erro ao carregar os convites.',
    empty: 'Nenhum convite na lista ainda.',
    emptyFiltered: 'Nenhum convite encontrado com esses filtros.',
    total: (count: number) =>
      count === 1 ? '1 convite encontrado' : `${count} convites encontrados`,
    child: 'criança',
    review: 'A revisar',
    companionsAllowed: (count: number) =>
      count === 1
        ? '1 acompanhante permitido'
        : `${count} acompanhantes permitidos`,
    /** `names` joined: 'Ana, Leo'. */
    companionsNamed: (names: string) => `Acompanhantes: ${names}`,
    giftsSummary: (count: number, amount: string) =>
      `${count === 1 ? '1 presente' : `${count} presentes`} · ${amount}`,
    thanked: 'agradecido',
    toThank: 'agradecer',
    thankedLabel: (name: string) => `Presentes de ${name} agradecidos`,
    membersOf: (name: string) => `Pessoas do convite ${name}`,
    message: 'Recado',
    add: 'Novo convite',
    import: 'Importar',
    exportCsv: 'Exportar CSV',
    exportFailed: 'Erro ao exportar a lista de convidados.',
    assistant: 'Assistente de envio',
    questions: 'Perguntas',
    settings: 'Configurações da confirmação',
    doorList: 'Lista da portaria',
    whatsapp: 'Enviar pelo WhatsApp',
    copyLink: 'link do convite',
    email: 'Enviar por e-mail',
    newLink: 'Novo link',
    edit: 'Editar',
    remove: 'Excluir',
    actionFor: (action: string, name: string) => `${action}: ${name}`,
    noPhone: 'Sem telefone',
    saved: 'Convite salvo.',
    saveFailed: 'Erro ao salvar o convite.',
    removed: 'Convite excluído.',
    removeFailed: 'Erro ao excluir o convite.',
    confirmRemoveTitle: 'Excluir convite?',
    confirmRemoveText: (name: string) =>
      `${name} sai da lista com as respostas das pessoas. Os presentes continuam em Presentes Recebidos.`,
    confirmNewLinkTitle: 'Gerar um novo link?',
    confirmNewLinkText: 'O link anterior deixará de funcionar.',
    newLinkDone: 'Novo link gerado.',
    newLinkFailed: 'Erro ao gerar o novo link.',
    emailQueued: 'Convite enviado por e-mail.',
    emailFailed: 'Erro ao enviar o convite por e-mail.',
    markSentFailed: 'Erro ao marcar o convite como enviado.',
    thanksFailed: 'Erro ao atualizar o agradecimento.',
    form: {
      addTitle: 'Novo convite',
      editTitle: 'Editar convite',
      name: 'Nome do convite',
      nameHint: 'Como o convite chama a casa, por exemplo "Família Souza".',
      group: 'Grupo',
      groupHint: 'Opcional: "Família da noiva", "Amigos do trabalho"…',
      members: 'Pessoas',
      firstName: 'Nome',
      lastName: 'Sobrenome',
      child: 'Criança',
      addMember: 'Adicionar pessoa',
      removeMember: (index: number) => `Remover pessoa ${index}`,
      memberLegend: (index: number) => `Pessoa ${index}`,
      companions: 'Acompanhantes permitidos',
      companionsHint: 'Pessoas a mais que o convite pode levar (0 a 20).',
      phone: 'Telefone (WhatsApp)',
      email: 'E-mail',
    },
    importer: {
      title: 'Importar convidados',
      intro:
        'Escolha um arquivo CSV (do Excel, Google Planilhas ou Numbers) ou cole a lista, uma pessoa por linha.',
      columns:
        'Colunas reconhecidas: nome, sobrenome, convite, grupo, telefone, e-mail, acompanhantes, criança. Pessoas com o mesmo "convite" ficam no mesmo convite. Sem cabeçalho, cada linha é "nome, telefone, e-mail".',
      example: 'Baixar exemplo (CSV)',
      exampleFileName: 'exemplo-convidados.csv',
      sourceLegend: 'De onde vem a lista',
      fromFile: 'Arquivo CSV',
      fromPaste: 'Colar texto',
      file: 'Escolha o arquivo (.csv)',
      paste: 'Lista colada',
      pasteHint: 'Por exemplo: "Maria Souza, (11) 98765-4321".',
      preview: 'Pré-visualizar',
      previewFailed: 'Erro ao ler a lista.',
      chooseFirst: 'Escolha um arquivo ou cole a lista.',
      counts: (invitations: number, invalid: number) =>
        `${invitations === 1 ? '1 convite' : `${invitations} convites`}, ${invalid === 1 ? '1 linha com erro' : `${invalid} linhas com erro`}`,
      detected: (encoding: string, separator: string) =>
        `Lido como ${encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252'}, separado por ${separator === '\t' ? 'tabulação' : separator === ';' ? 'ponto e vírgula' : 'vírgula'}.`,
      rowsCaption: 'Linhas lidas',
      line: 'Linha',
      invitation: 'Convite',
      person: 'Pessoa',
      contact: 'Contato',
      problems: 'Erros',
      ok: 'OK',
      skipInvalid: 'Importar só as linhas sem erro',
      submit: 'Importar',
      back: 'Voltar',
      done: (created: number, skipped: number) =>
        `${created === 1 ? '1 convite importado' : `${created} convites importados`}${skipped > 0 ? ` (${skipped === 1 ? '1 linha ignorada' : `${skipped} linhas ignoradas`})` : ''}.`,
      failed: 'Erro ao importar a lista.',
    },
    sending: {
      title: 'Assistente de envio',
      intro:
        'Um convite por vez: toque em "Enviar pelo WhatsApp", envie a mensagem na conversa que abrir e volte para o próximo.',
      reminders: 'Lembretes',
      remindersDescription:
        'Reenviar para quem já recebeu o convite e ainda não respondeu.',
      progress: (current: number, total: number) => `${current} de ${total}`,
      preview: 'Mensagem',
      skip: 'Pular',
      noPhoneNote: 'Este convite não tem telefone: pule ou envie por e-mail.',
      allDone: 'Pronto! Não há mais convites para enviar.',
      noneToSend: 'Nenhum convite para enviar.',
      noneToRemind: 'Ninguém aguardando resposta.',
      emailAll: (count: number) =>
        count === 1
          ? 'Enviar convites por e-mail (1 convite)'
          : `Enviar convites por e-mail (${count} convites)`,
      emailAllDone: (count: number) =>
        count === 1
          ? '1 convite enviado por e-mail.'
          : `${count} convites enviados por e-mail.`,
      emailAllFailed: 'Erro ao enviar os convites por e-mail.',
      close: 'Fechar',
    },
    reviewing: {
      text: 'Alguém que não estava na lista confirmou presença pelo site.',
      link: 'Vincular a um convite',
      linkButton: 'Vincular',
      accept: 'Aceitar como novo',
      linkTitle: (name: string) => `Vincular a resposta de ${name}`,
      linkSearch: 'Buscar convite',
      linkTo: (name: string) => `Vincular a ${name}`,
      linked: 'Resposta vinculada ao convite.',
      accepted: 'Convite aceito na lista.',
      failed: 'Erro ao revisar a resposta.',
      noTargets: 'Nenhum convite encontrado.',
    },
    questionsPage: {
      title: 'Perguntas do convite',
      intro:
        'Perguntas que cada convite responde junto com a presença (até 10): restrição alimentar, música que não pode faltar…',
      add: 'Nova pergunta',
      addTitle: 'Nova pergunta',
      editTitle: 'Editar pergunta',
      label: 'Pergunta',
      kind: 'Tipo de resposta',
      kinds: {
        text: 'Resposta curta',
        single: 'Uma opção',
        multiple: 'Várias opções',
      },
      options: 'Opções (uma por linha)',
      option: (index: number) => `Opção ${index}`,
      addOption: 'Adicionar opção',
      removeOption: (index: number) => `Remover opção ${index}`,
      required: 'Obrigatória',
      requiredBadge: 'obrigatória',
      moveUp: (label: string) => `Subir: ${label}`,
      moveDown: (label: string) => `Descer: ${label}`,
      edit: (label: string) => `Editar: ${label}`,
      remove: (label: string) => `Excluir: ${label}`,
      confirmRemoveTitle: 'Excluir pergunta?',
      confirmRemoveText:
        'As respostas dadas a esta pergunta também serão apagadas.',
      empty: 'Nenhuma pergunta ainda.',
      limit: 'Você já tem 10 perguntas, o máximo.',
      saved: 'Pergunta salva.',
      removed: 'Pergunta excluída.',
      failed: 'Erro ao salvar a pergunta.',
      loadFailed: 'Erro ao carregar as perguntas.',
      answersTitle: 'Respostas',
      answered: (count: number) =>
        count === 1 ? '1 convite respondeu' : `${count} convites responderam`,
      noAnswers: 'Nenhuma resposta ainda.',
      back: 'Voltar para os convidados',
    },
    settingsPage: {
      title: 'Configurações da confirmação',
      deadline: 'Prazo para responder',
      deadlineHint:
        'Último dia em que os convidados podem responder ou mudar a resposta. Em branco: até o dia do evento.',
      reminders: 'Lembretes por e-mail',
      remindersDescription:
        'Um e-mail para quem ainda não respondeu, alguns dias antes do prazo.',
      reminderDays: 'Dias antes do prazo',
      openAnswers: 'Permitir que pessoas fora da lista confirmem presença',
      openAnswersDescription:
        'O site mantém o formulário aberto; quem não está na lista aparece como "A revisar".',
      template: 'Mensagem do convite',
      templateHint:
        'Use {convite} para o nome do convite, {evento} para o nome do evento e {link} para o link pessoal.',
      restore: 'Usar o texto padrão',
      preview: 'Prévia',
      previewName: 'Família Souza',
      save: 'Salvar',
      saved: 'Configurações da confirmação salvas.',
      failed: 'Erro ao salvar as configurações da confirmação.',
      loadFailed: 'Erro ao carregar as configurações da confirmação.',
    },
    door: {
      title: 'Lista da portaria',
      intro:
        'Quem confirmou presença, em ordem alfabética, para conferir na entrada.',
      print: 'Imprimir',
      invitation: 'Convite',
      people: 'Pessoas',
      headcount: 'Total',
      total: (count: number) =>
        count === 1 ? 'Total: 1 pessoa' : `Total: ${count} pessoas`,
      companion: 'acompanhante',
      empty: 'Ninguém confirmou presença ainda.',
      loadFailed: 'Erro ao carregar a lista da portaria.',
    },
    pending: {
      title: (count: number) => `Respostas a revisar (${count})`,
    },
    invitationOf: (name: string) => `Convite: ${name}`,
  },

  /** Not in the spec: 'Festa', the guests' photos at the party, the wall and the table card. */
  party: {
    title: 'Festa',
    pageDescription: 'Fotos dos convidados, telão e o cartão das mesas.',
    intro:
      'No dia da festa, os convidados enviam fotos pelo QR code das mesas, sem aplicativo e sem cadastro. Você escolhe o que aparece no álbum e no telão.',
    settingsTitle: 'Fotos dos convidados',
    uploadsLabel: 'Receber fotos dos convidados',
    uploadsDescription:
      'Os convidados enviam fotos e vídeos pela página da festa.',
    approvalLabel: 'Aprovar antes de exibir',
    approvalDescription:
      'As fotos só aparecem no álbum e no telão depois que você aprovar.',
    wallLabel: 'Telão',
    wallDescription:
      'Uma página para a TV ou o projetor do salão que mostra as fotos aprovadas e os recados assim que chegam.',
    wallKeyLabel: 'Chave do telão',
    wallKeyHint:
      'Só quem tem o link com a chave abre o telão. Troque a chave para fechar os links antigos.',
    newWallKey: 'Gerar outra chave',
    wallLinkLabel: 'Link do telão',
    openWall: 'Abrir telão',
    partyLinkLabel: 'Página da festa',
    partyLinkHint:
      'O QR code do cartão da mesa abre esta página: enviar fotos, deixar um recado e dar um presente por Pix.',
    save: 'Salvar',
    readOnly:
      'Seu acesso a este evento permite ver o álbum, mas não mudar as configurações nem as fotos.',
    albumTitle: 'Álbum da festa',
    statusLegend: 'Mostrar',
    statuses: {
      pending: 'Aguardando aprovação',
      approved: 'Aprovadas',
      hidden: 'Ocultas',
    },
    empty: {
      pending: 'Nenhuma foto aguardando aprovação.',
      approved: 'Nenhuma foto aprovada ainda.',
      hidden: 'Nenhuma foto oculta.',
    },
    loadingAlbum: 'Carregando álbum...',
    loadFailed: 'Não foi possível carregar as fotos. Tente novamente.',
    changeFailed: 'Não foi possível alterar a foto. Tente novamente.',
    saveFailed: 'Não foi possível salvar as configurações da festa.',
    loadOverviewFailed: 'Não foi possível carregar as configurações da festa.',
    downloadZipFailed: 'Não foi possível baixar o álbum. Tente novamente.',
    linksTitle: 'Links da festa',
    loadMore: 'Carregar mais',
    approve: 'Aprovar',
    hide: 'Ocultar',
    remove: 'Excluir',
    photo: 'Foto',
    video: 'Vídeo',
    anonymous: 'Convidado sem nome',
    /** `who` is the guest's name or 'Convidado sem nome'; `when` the formatted time. */
    itemLabel: (kind: string, who: string, when: string) =>
      `${kind} de ${who}, ${when}`,
    confirmRemoveTitle: 'Excluir foto?',
    confirmRemoveText:
      'A foto sai do álbum, do telão e do arquivo ZIP. Não é possível desfazer.',
    /** `files` and `size` are formatted (e.g. '312 de 1.000 arquivos', '1,2 GB de 10 GB'). */
    usage: (files: string, size: string) => `${files} · ${size}`,
    downloadZip: 'Baixar todas (ZIP)',
  },

  /** Not in the spec: 'Cartão da mesa', the party's printable card with the party page's QR code. */
  partyCard: {
    title: 'Cartão da mesa',
    description:
      'Para imprimir e deixar nas mesas: um QR code que abre a página da festa.',
    kicker: 'Bem-vindos à festa',
    invitation: 'Aponte a câmera do celular para o QR code e:',
    actions: {
      photos: 'Envie suas fotos',
      message: 'Deixe um recado',
      pix: 'Dê um presente por Pix',
    },
    paperLegend: 'Tamanho do cartão',
    papers: { A6: 'A6 (10,5 × 14,8 cm)', A5: 'A5 (14,8 × 21 cm)' },
    download: 'Baixar cartão (PDF)',
    fileName: (slug: string, paper: string) =>
      `cartao-da-mesa-${slug}-${paper.toLowerCase()}.pdf`,
  },

  /** Free-value gifts and gifts in shares (not in the spec). */
  giftKinds: {
    suggestedAmountsInvalid: (min: string, max: string) =>
      `Os valores sugeridos devem estar entre ${min} e ${max}.`,
    sharesOfPrice: (count: number, price: string) =>
      `${count} cotas de ${price}`,
    sharesTakenHint: (taken: number) =>
      `${taken} ${taken === 1 ? 'cota vendida ou reservada' : 'cotas vendidas ou reservadas'}: o número de cotas não pode ser menor, e o valor de cada cota não muda.`,
  },

  /** Not in the spec: the money terms the couple sees (settings, gift list, money). */
  moneyTerms: {
    feeIntro: (percent: string) =>
      `A Celebra cobra ${percent} sobre cada presente pago, que cobre o processamento do pagamento. Escolha quem paga essa taxa.`,
    hostPaysExample: (price: string, received: string) =>
      `Num presente de ${price}, você recebe ${received}.`,
    guestPaysExample: (price: string, charged: string, received: string) =>
      `Num presente de ${price}, o convidado paga ${charged} e você recebe ${received}.`,
    youReceive: (amount: string) => `Você recebe ${amount}`,
    youReceivePerShare: (amount: string) => `Você recebe ${amount} por cota`,
    youReceiveOfFree: (percent: string) =>
      `Você recebe ${percent} de cada valor`,
    youReceiveWhole: 'Você recebe o valor integral',
    totalReceived: (amount: string) => `Você recebe ${amount}`,
    totalReceivedHint: (percent: string, guestPaysFee: boolean) =>
      guestPaysFee
        ? `O total dos presentes pagos. A taxa de ${percent} é paga pelos convidados.`
        : `O total dos presentes pagos, já descontada a taxa de ${percent}.`,
    payoutArrives: (days: number) =>
      `Cada repasse chega à sua conta em até ${days} ${days === 1 ? 'dia útil' : 'dias úteis'} depois de solicitado.`,
  },

  /** API responses the host also shows by itself (not in the spec). */
  server: {
    /** Not in the spec: gallery item deleted. */
    mediaRemoved: 'Mídia removida.',
    /** Not in the spec: the party's settings and the host's decisions on a guest's photo. */
    partySettingsSaved: 'Configurações da festa salvas.',
    partyMediaApproved: 'Foto aprovada.',
    partyMediaHidden: 'Foto ocultada.',
    partyMediaRemoved: 'Foto removida.',
    /** Not in the spec: a payout request while the event has no payout destination. */
    payoutDestinationMissing:
      'Cadastre os dados para repasse antes de solicitar o repasse.',
    /** Not in the spec. */
    payoutDestinationSaved: 'Dados para repasse salvos.',
    /** Not in the spec: a payout asked for while a replaced destination is on hold. */
    payoutDestinationOnHold: (from: string) =>
      `Por segurança, depois de alterar os dados para repasse, um novo repasse só pode ser solicitado a partir de ${from}.`,
  },
} as const;
