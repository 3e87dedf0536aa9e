/**
 * Texts only the api sends: server errors, success messages no app shows by itself, the
 * password reset e-mail. Not exported by the package index: the api imports
 * `@celebra/contracts/api-texts`, which the web apps never import (eslint refuses it there;
 * `npm run budget` checks their builds). Same groups and keys as before the split: only the
 * root changed (`apiTexts.server.eventNotFound`).
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

export const apiTexts = {
  /** Success messages of the api that no app shows by itself. */
  success: {
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
    /** Not in the spec: the wizard's slug check. */
    slugAvailable: 'Link disponível.',
  },

  /** Password reset (not in the spec): the api's answers and the e-mail's subject. */
  passwordReset: {
    /** The same answer whether or not the e-mail has an account. */
    requested:
      'Se este e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
    done: 'Senha redefinida com sucesso. Entre com a nova senha.',
    tooManyRequests:
      'Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.',
    mailSubject: 'Redefinição de senha',
  },

  /** 'Minha conta' (not in the spec): the api's answers and the subjects of its e-mails. */
  account: {
    profileSaved: 'Dados salvos.',
    passwordChanged: (ended: number) =>
      ended === 0
        ? 'Senha alterada.'
        : 'Senha alterada. Os outros aparelhos foram desconectados; este continua conectado.',
    samePassword: 'A nova senha precisa ser diferente da atual.',
    passwordChangedSubject: 'Sua senha foi alterada',
    emailUnchanged: 'Este já é o e-mail da sua conta.',
    emailChangeSent: (email: string) =>
      `Enviamos um link para ${email}. Abra-o para confirmar o novo e-mail; até lá, continue entrando com o e-mail atual.`,
    emailChangeSubject: 'Confirme seu novo e-mail',
    emailChanged: (email: string) =>
      `E-mail alterado. A partir de agora, entre com ${email}.`,
    emailChangedSubject: 'O e-mail da sua conta foi alterado',
    tooManyEmailChanges:
      'Muitos pedidos de troca de e-mail. Aguarde alguns minutos e tente novamente.',
  },

  /** A guest's 'Meus dados' (not in the spec): the api's answers, its e-mails and request log. */
  guestData: {
    /** The same answer whether or not the e-mail holds data. */
    codeRequested:
      'Se houver dados com este e-mail, enviaremos um código de 6 números em instantes. Confira também a caixa de spam.',
    tooManyCodes:
      'Muitos pedidos de código. Aguarde alguns minutos e tente novamente.',
    codeWrong:
      'Código incorreto ou vencido. Confira o e-mail mais recente ou peça um novo código.',
    codeSubject: 'Seu código para ver seus dados na Celebra',
    sessionEnded:
      'Seu acesso aos dados terminou. Peça um novo código para continuar.',
    corrected: 'Seus dados foram corrigidos.',
    erased:
      'Seus dados foram excluídos. Os registros dos presentes ficam guardados pelo prazo legal, sem seu nome e contato.',
    erasedHostsSubject: 'Um convidado removeu seus dados',
    accessOutcome: 'Dados mostrados ao titular, com download em JSON e CSV.',
    correctionOutcome: (rows: number) =>
      `Nome e telefone corrigidos em ${rows} ${rows === 1 ? 'registro' : 'registros'}.`,
    erasureOutcome: (events: number, orders: number) =>
      `Dados excluídos em ${events} ${events === 1 ? 'evento' : 'eventos'}; ${orders} ${orders === 1 ? 'pedido mantido' : 'pedidos mantidos'} sem nome e contato.`,
  },

  /** Free-value gifts and gifts in shares (not in the spec). */
  giftKinds: {
    freeAmountOnce: 'Um presente de valor livre é dado uma vez por pedido.',
    sharesBelowTaken: (taken: number) =>
      `Já há ${taken} ${taken === 1 ? 'cota vendida ou reservada' : 'cotas vendidas ou reservadas'}; o número de cotas não pode ser menor.`,
    kindUnchangeable: 'O tipo de um presente não pode ser alterado.',
    sharesUnavailable: (remaining: number) =>
      remaining === 0
        ? 'As cotas deste presente já foram todas reservadas ou compradas.'
        : `Restam apenas ${remaining} ${remaining === 1 ? 'cota' : 'cotas'} deste presente.`,
    sharesChanged:
      'O valor ou o número de cotas deste presente mudou. Atualize a página e escolha de novo.',
    /** A new Pix for an order whose shares others took while its Pix was expired (409). */
    sharesTakenWhileExpired:
      'Enquanto este Pix estava expirado, outros convidados reservaram as cotas deste pedido. Volte à lista de presentes e escolha de novo.',
    sharePriceLocked: (sharePrice: string) =>
      `Já há cotas vendidas ou reservadas: cada cota continua custando ${sharePrice}. O valor total deve ser o número de cotas × ${sharePrice}.`,
    giftCreated: 'Presente criado.',
    giftUpdated: 'Presente atualizado.',
  },

  /** Event members, invitations and the password confirmation (not in the spec). */
  members: {
    eventCreated: 'Evento criado.',
    invitationSent: 'Convite enviado.',
    invitationRevoked: 'Convite cancelado.',
    memberRemoved: 'Acesso removido.',
    invitationAccepted: 'Convite aceito.',
    alreadyMember: 'Este e-mail já tem acesso ao evento.',
    alreadyInvited: 'Já existe um convite pendente para este e-mail.',
    ownerNotRemovable: 'O titular do evento não pode ser removido.',
    memberNotFound: 'Membro não encontrado.',
    invitationNotFound: 'Convite não encontrado.',
    invitationNotPending: 'Este convite não está mais pendente.',
    invitationExpired:
      'Este convite expirou. Peça um novo convite a quem convidou você.',
    invitationCancelled:
      'Este convite foi cancelado. Fale com quem convidou você.',
    invitationAlreadyAccepted: 'Este convite já foi aceito.',
    invitationEmailHasAccount:
      'Já existe uma conta com este e-mail. Entre para aceitar o convite.',
    passwordIncorrect: 'Senha incorreta.',
    reauthenticated: 'Senha confirmada.',
  },

  /** A host's open sessions (not in the spec): the device label and the refusals. */
  sessions: {
    /** The label kept for a session: 'Chrome no Android'. */
    deviceOn: (browser: string, system: string) => `${browser} no ${system}`,
    /** A system without a browser the list knows. */
    browserOn: (system: string) => `Navegador no ${system}`,
    unknownDevice: 'Aparelho desconhecido',
    sessionNotFound: 'Sessão não encontrada.',
    currentSessionNotEndable:
      'Esta é a sessão deste aparelho. Para encerrá-la, use Sair.',
  },

  /** The party: guests' photos and videos, the album, the wall (not in the spec). */
  party: {
    photoSent: 'Foto enviada!',
    photoPending: 'Sua foto será exibida após aprovação.',
    videoSent: 'Vídeo enviado!',
    videoPending: 'Seu vídeo será exibido após aprovação.',
    uploadsClosed: 'Este evento não está recebendo fotos no momento.',
    quotaFull:
      'O álbum da festa está cheio: não é possível enviar mais fotos ou vídeos.',
    tooManyUploads: (retryAfterSeconds: number) =>
      `Muitos envios desta rede. Tente novamente em ${waitTime(retryAfterSeconds)}.`,
    photoTypeUnsupported: 'Envie uma foto em JPEG, PNG, HEIC ou WebP.',
    videoTypeUnsupported: 'Envie um vídeo em MP4, WebM ou MOV.',
    videoTooLarge: 'O vídeo deve ter no máximo 100 MB.',
    videoTooLong: 'O vídeo deve ter no máximo 60 segundos.',
    videoUnreadable:
      'Não foi possível ler a duração do vídeo. Envie um arquivo MP4, WebM ou MOV.',
    uploadNotFound: 'Envio não encontrado. Comece o envio de novo.',
    mediaNotFound: 'Foto ou vídeo não encontrado.',
    settingsSaved: 'Configurações da festa salvas.',
    approved: 'Foto aprovada.',
    hidden: 'Foto ocultada.',
    removed: 'Foto removida.',
    wallNotFound: 'Telão não encontrado.',
    albumLinkExpired:
      'Este link de download expirou. Baixe o álbum de novo pela página da festa.',
  },

  /** API responses the specs do not give (not in the spec). */
  server: {
    invalidCredentials: 'E-mail ou senha inválidos.',
    routeNotFound: 'Rota não encontrada.',
    /** Not in the spec: one address past its purchases on one event in an hour (429). */
    purchasesPerEventPerHour: (retryAfterSeconds: number) =>
      `Muitas compras deste endereço para este evento na última hora. Tente novamente em ${waitTime(retryAfterSeconds)}.`,
    /** Not in the spec: an event past its thanks e-mails of the hour (429). */
    thanksEmailsPerEventPerHour: (retryAfterSeconds: number) =>
      `Muitos agradecimentos enviados por e-mail na última hora. Tente novamente em ${waitTime(retryAfterSeconds)}.`,
    /** Not in the spec: one message thanked by e-mail too often in 24 hours (429). */
    thanksEmailsPerMessagePerDay: (retryAfterSeconds: number) =>
      `Este agradecimento já foi enviado por e-mail algumas vezes hoje. Tente novamente em ${waitTime(retryAfterSeconds)}.`,
    /** Not in the spec: one address past its purchases on all events in 24 hours (429). */
    purchasesPerDay: (retryAfterSeconds: number) =>
      `Muitas compras deste endereço nas últimas 24 horas. Tente novamente em ${waitTime(retryAfterSeconds)}.`,
    emailInUse: 'Este e-mail já está cadastrado.',
    fileRequired: 'Envie um arquivo.',
    invalidFile: 'Arquivo inválido ou corrompido.',
    /** Not in the spec: an image whose width × height is over MEDIA_MAX_IMAGE_PIXELS. */
    imageTooManyPixels: (megapixels: number) =>
      `Imagem grande demais. Envie uma imagem de até ${megapixels} megapixels.`,
    eventNotFound: 'Evento não encontrado.',
    /** Not in the spec: an old version of a shared link's picture, or one of a closed site. */
    shareImageNotFound: 'Imagem não encontrada.',
    userNotFound: 'Usuário não encontrado.',
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
    payoutNotFound: 'Repasse não encontrado.',
    galleryItemNotFound: 'Mídia não encontrada.',
    /** Not in the spec: a purchase line for a gift no more on the event's active list (409). */
    giftUnavailable:
      'Um dos presentes escolhidos não está disponível neste evento.',
    /** Not in the spec: the price a purchase line carries is no more the gift's price (409). */
    giftPriceChanged: 'O valor deste presente mudou. Confira o novo valor.',
    giftListHidden: 'A lista de presentes deste evento não está disponível.',
    guestMessagesClosed: 'Este evento não está recebendo recados.',
    guestConfirmationClosed:
      'Este evento não está recebendo confirmações de presença.',
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
    galleryQuotaExceeded:
      'Limite da galeria atingido. Contrate um pacote de serviços para enviar mais fotos e vídeos.',
    /** Not in the spec: gallery photo quota reached (limit = included + contracted). */
    galleryImageLimit: (limit: number | string) =>
      `Limite de ${limit} ${Number(limit) === 1 ? 'foto' : 'fotos'} atingido. Contrate mais espaço em Pacote de Serviços.`,
    /** Not in the spec: gallery video quota reached. */
    galleryVideoLimit: (limit: number | string) =>
      `Limite de ${limit} ${Number(limit) === 1 ? 'vídeo' : 'vídeos'} atingido. Contrate mais espaço em Pacote de Serviços.`,
    galleryFileTypeMismatch:
      'O arquivo enviado não corresponde ao tipo escolhido (imagem ou vídeo).',
    payoutAlreadyPending: 'Já existe um repasse pendente para este evento.',
    /** Not in the spec: a payout requested before destinations were recorded. */
    payoutDestinationUnavailable:
      'Este repasse não tem dados de destino registrados.',
    /** Not in the spec. */
    giftThanksSaved: 'Agradecimento atualizado.',
    /** Not in the spec: a thanks e-mail to a sender who left no e-mail. */
    thanksEmailMissing:
      'Esta pessoa não deixou um e-mail. Agradeça pelo WhatsApp ou marque como agradecido.',
    noBalanceAvailable: 'Não há saldo disponível para repasse.',
    payoutNotPending: 'Este repasse não está mais pendente.',
    serviceUnavailable: 'Este serviço não está disponível para contratação.',
    paymentProviderUnavailable:
      'Não foi possível iniciar o pagamento. Tente novamente em instantes.',
    servicePaymentStarted:
      'Pagamento iniciado. Finalize-o para ativar o serviço.',
    servicePaymentResumed:
      'Este serviço já tem um pagamento pendente. Continue o pagamento para ativá-lo.',
    serviceAlreadyContracted:
      'Este serviço já está contratado para o seu evento.',
    invalidSignature: 'Assinatura inválida.',
    cepNotFound: 'CEP não encontrado.',
    addressNotFound: 'Endereço não encontrado.',
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
    purchaseCreated:
      'Pedido registrado. Conclua o pagamento para enviar o presente.',
    webhookProcessed: 'Notificação processada.',
    webhookDuplicate: 'Notificação já processada.',
    webhookUnknownReference: 'Notificação recebida; referência desconhecida.',
  },
} as const;
