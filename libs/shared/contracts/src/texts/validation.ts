/**
 * pt-BR texts of the product. Texts quoted by the product specification are kept verbatim
 * (typos included); texts it leaves open are marked "not in the spec".
 */

/**
 * Field and form messages of the contracts' schemas (which every app and the api run) and of
 * more than one app. The field messages only one app gives are in that app's texts
 * (`hostTexts.validation`, `adminTexts.validation`, `guestSiteTexts.validation`).
 */
export const validation = {
  required: '* Campo obrigatório',
  dateRequired: '* Campo Data é obrigatório',
  startTimeRequired: '* Campo Horário de Início é obrigatório',
  endTimeRequired: '* Campo Horário de Término é obrigatório',
  /** Not in the spec: the end time of the event is not after its start time. */
  endTimeNotAfterStart:
    '* O horário de término deve ser depois do horário de início',
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
  phoneFormatInvalid: '* Formato de telefone inválido',
  messageRequired: '* Mensagem obrigatória',
  passwordInvalid: '* Senha inválida',
  fillCorrectly: 'Preencha os dados corretamente!',
  eventTypeChoiceRequired:
    'Por favor, selecione um tipo de evento para continuar.',
  /** Admin event save shows this (without the final period) for an empty slug. */
  adminSlugEmpty: 'O link está em uso, por favor, crie outro',
  /** How many more gifts the wizard needs: 'mais 4 presentes' with none chosen, 'mais 1 presente' with 3. */
  minGifts: (missing: number) =>
    `Necessário selecionar mais ${missing} ${missing === 1 ? 'presente' : 'presentes'} para continuar.`,
  registrationPassword:
    '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
  passwordsMismatch: '* As senhas não coincidem',
  priceAboveZero: '* O preço deve ser maior que zero',
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
  failureReasonInvalid: 'Informe o motivo da falha, entre 3 e 500 caracteres.',
  /** Not in the spec: the thanks mark of a received gift. */
  thankedInvalid: 'Informe se o presente foi agradecido.',
  /** Not in the spec: the thanks e-mail written on 'Recados'. */
  thanksTextRequired: 'Escreva o agradecimento.',
  thanksTextTooLong: 'O agradecimento deve ter no máximo 2000 caracteres.',
  messageKindInvalid: 'Escolha recados, presentes ou presença.',
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
  themeUnknown: 'Escolha um dos temas disponíveis.',
  /** Not in the spec. */
  dateInvalid: 'Data inválida.',
  /** Not in the spec. */
  timeInvalid: 'Horário inválido.',
  /** Not in the spec. */
  urlInvalid: 'Informe um link válido, começando com http:// ou https://.',
  /** Not in the spec. */
  tooLong: 'Texto muito longo.',
  /** Not in the spec: a single-line field with a line break or an invisible control character. */
  controlCharacters:
    'Use uma só linha, sem quebras de linha nem caracteres de controle.',
  /** Not in the spec: a text with an invisible control character other than a line break or tab. */
  invisibleCharacters:
    'O texto tem caracteres de controle invisíveis. Apague-os e tente de novo.',
  /** Not in the spec: one name per companion on the attendance form. */
  companionNameRequired: '* Nome do acompanhante obrigatório',
  /** Not in the spec: a companions count that differs from the names sent. */
  companionNamesMismatch: 'Informe o nome de cada acompanhante.',
  /** Not in the spec: the name a guest types with their party photos. */
  partyGuestNameTooLong: 'O nome deve ter no máximo 60 caracteres.',
  /** Not in the spec: the wall's key set by the host. */
  wallKeyInvalid:
    'A chave do telão deve ter de 8 a 64 letras, números, hífens ou sublinhados.',
  /** Not in the spec: a party media filter or decision other than the three statuses. */
  partyMediaStatusInvalid: 'Escolha aprovada, pendente ou oculta.',
} as const;
