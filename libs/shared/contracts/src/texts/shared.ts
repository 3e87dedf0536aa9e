/**
 * pt-BR texts of the product. Texts quoted by the product specification are kept verbatim
 * (typos included); texts it leaves open are marked "not in the spec".
 *
 * The texts of more than one app, or given by the contracts' schemas and helpers (which every
 * app may run). The package exports this module as the namespace `messages`
 * (`messages.validation.required`): each group is a constant of its own, so an app bundles
 * only the groups it reads. A text one app alone shows is in that app's texts (./host.ts,
 * ./admin.ts, ./guest.ts); a text only the api sends is in ./api.ts.
 */
export { validation } from './validation';
export { guestData } from './guest-data';

/** Host and guest apps: fallbacks when the server gives no message; `checkout` is also the
 * contracts' default message of a PAYMENT_PROVIDER error. */
export const hostErrors = {
  checkout: 'Erro ao prosseguir pagamento.',
} as const;

/** Alert titles. */
export const titles = {
  error: 'Erro!',
  oops: 'Ops!',
  success: 'Sucesso!',
  attention: 'Atenção!',
  login: 'Login',
} as const;

/** Empty lists. */
export const empty = {
  messages: 'Nenhuma mensagem para o evento...',
  receivedGifts: 'Nenhum presente recebido ainda.',
  guests: 'Nenhum convidado confirmado para o evento',
  table: 'Nenhum dado disponível na tabela',
} as const;

/** Other screen texts. */
export const screens = {
  common: {
    pageNotFound: 'Página não encontrada',
    anonymous: 'Anônimo',
    /** Not in the spec: the copy buttons (payout destination, party links). */
    copy: 'Copiar',
    copied: 'Copiado!',
    copyFailed: 'Não foi possível copiar.',
  },
} as const;

/** Password reset of hosts and administrators (not in the spec, apart from the link's purpose). */
export const passwordReset = {
  forgotLink: 'Esqueci minha senha',
  requestTitle: 'Redefinir senha',
  requestIntro:
    'Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.',
  requestSubmit: 'Enviar link',
  requestedHint:
    'O link vale por 1 hora e pode ser usado uma única vez. Confira também a caixa de spam.',
  backToLogin: 'Voltar para o login',
  resetTitle: 'Criar nova senha',
  resetIntro: 'Escolha uma nova senha para a sua conta.',
  newPassword: 'Nova senha',
  confirmNewPassword: 'Confirme a nova senha',
  resetSubmit: 'Salvar nova senha',
  goToLogin: 'Ir para o login',
  invalidLink:
    'Este link para redefinir a senha é inválido, expirou ou já foi usado. Peça um novo link.',
  askAgain: 'Pedir um novo link',
  checkingLink: 'Verificando o link...',
} as const;

/** A host's change of e-mail, confirmed by a link mailed to the new address (not in the spec). */
export const emailChange = {
  invalidLink:
    'Este link para confirmar o e-mail é inválido, expirou ou já foi usado. Peça a troca de novo em Minha conta.',
} as const;

/** Free-value gifts and gifts in shares (not in the spec). */
export const giftKinds = {
  kindLabels: {
    fixed: 'Valor fixo',
    free: 'Valor livre',
    shares: 'Em cotas',
  },
  freeAmountRequired: 'Informe o valor do presente.',
  freeAmountBelowMin: (min: string) => `O valor mínimo é ${min}.`,
  freeAmountAboveMax: (max: string) => `O valor máximo é ${max}.`,
  suggestedAmountsTooMany: (limit: number) =>
    `Informe no máximo ${limit} valores sugeridos.`,
  kindInvalid: 'Escolha valor livre ou cotas.',
  sharePriceRequired: '* Informe o valor total do presente',
  shareCountInvalid: (min: number, max: number) =>
    `* Divida o presente em ${min} a ${max} cotas`,
  sharesUneven: (count: number) =>
    `O valor total precisa ser dividido igualmente em ${count} cotas (centavos inteiros). Ajuste o valor ou o número de cotas.`,
  shareBelowMin: (min: string, mostShares: number) =>
    `Cada cota precisa valer pelo menos ${min}, o mínimo de um presente: divida em até ${mostShares} cotas.`,
  sharesTotalBelowMin: (min: string, total: string) =>
    `Cada cota precisa valer pelo menos ${min}, o mínimo de um presente: o valor total precisa ser de pelo menos ${total}.`,
  sharesLeft: (remaining: number, count: number) =>
    `${remaining} de ${count} cotas disponíveis`,
  /** The couple's list: shares of pending orders that can still be paid, and when they are freed. */
  sharesHeld: (held: number, until: string) =>
    `${held} ${held === 1 ? 'cota reservada' : 'cotas reservadas'} até ${until}, aguardando pagamento`,
  sharesOf: (quantity: number, count: number) =>
    `${quantity} de ${count} ${count === 1 ? 'cota' : 'cotas'}`,
  sharePriceEach: (price: string) => `${price} por cota`,
  complete: 'Presente completo',
} as const;

/**
 * API responses the specs do not give (not in the spec) that the contracts give too (error
 * defaults, schema messages) or an app shows itself.
 */
export const server = {
  unauthorized: 'Sessão inválida ou expirada. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  /** Not in the spec: a sensitive call (payouts) without a fresh password (403). */
  reauthenticationRequired: 'Confirme sua senha para continuar.',
  /** Not in the spec: a member whose role does not allow the call (403). */
  eventRoleForbidden: 'Seu acesso a este evento não permite esta ação.',
  /** Not in the spec: a link that is no more usable (410). */
  gone: 'Este link não está mais disponível.',
  notFound: 'Recurso não encontrado.',
  validation: 'Dados inválidos.',
  conflict: 'A operação entra em conflito com dados existentes.',
  tooManyRequests: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  internal: 'Erro interno. Tente novamente mais tarde.',
  /** Not in the spec: the database cannot be reached for a moment (503). */
  databaseUnavailable:
    'Serviço temporariamente indisponível. Tente novamente em instantes.',
  payloadTooLarge:
    'Arquivo muito grande. O tamanho máximo permitido foi excedido.',
  unsupportedMediaType:
    'Tipo de arquivo não suportado. Envie uma imagem (JPEG, PNG ou WebP) ou um vídeo (MP4 ou WebM).',
  dateRangeInvalid: 'A data final deve ser igual ou posterior à data inicial.',
  payoutStatusInvalid:
    'Status de repasse inválido. Use PENDING, PAID, FAILED ou CANCELLED.',
  privacyRequestFilterInvalid:
    'Filtro inválido. Use todos (all), pendentes (pending) ou atrasados (overdue).',
  /** Not in the spec: a malformed Idempotency-Key header on a purchase. */
  idempotencyKeyInvalid:
    'Não foi possível identificar a compra. Recarregue a página e tente novamente.',
  sitePasswordRequired: 'Este site é protegido por senha.',
  giftSelectionRequired: 'Selecione pelo menos um presente.',
  galleryFileTypeInvalid: 'Informe se a mídia é uma imagem ou um vídeo.',
  lookupUnavailable:
    'Serviço de consulta indisponível no momento. Tente novamente mais tarde.',
  quantityInvalid: 'Quantidade inválida.',
  /** Not in the spec: a purchase line without the price the guest saw, or not a whole number of centavos. */
  expectedPriceInvalid:
    'Não foi possível conferir o valor do presente. Recarregue a página e tente novamente.',
  cartEmpty: 'Selecione ao menos um presente.',
  orderTooLarge:
    'O valor do pedido ultrapassa o limite permitido. Divida-o em pedidos menores.',
} as const;

/** An account's role on an event (not in the spec): the host app and the back office. */
export const eventRoles = {
  owner: 'Titular',
  cohost: 'Coanfitrião',
  assistant: 'Assessor(a)',
} as const;

/** An invitation's state, as its page and the members list show it (not in the spec). */
export const invitationStatuses = {
  pending: 'Aguardando aceite',
  expired: 'Expirado',
  revoked: 'Cancelado',
  accepted: 'Aceito',
} as const;

const someone = (actor: string) => actor || 'Celebra';
const people = (quantity: number | null) =>
  quantity === 1 ? '1 convidado' : `${quantity ?? 0} convidados`;
const invitations = (quantity: number | null) =>
  quantity === null || quantity === 1 ? 'um convite' : `${quantity} convites`;
const gifts = (quantity: number | null) =>
  quantity === 1 ? '1 presente' : `${quantity ?? 0} presentes`;

/**
 * One line of an event's activity list (not in the spec), from its action, the actor's name
 * and the quantity: 'Ana confirmou 3 convidados'.
 */
export const eventActivity = {
  event_created: (actor: string) => `${someone(actor)} criou o evento`,
  site_changed: (actor: string) => `${someone(actor)} alterou o site`,
  gift_added: (actor: string, quantity: number | null) =>
    `${someone(actor)} adicionou ${gifts(quantity)}`,
  gift_removed: (actor: string) => `${someone(actor)} removeu um presente`,
  guest_added: (actor: string, quantity: number | null) =>
    `${someone(actor)} adicionou ${invitations(quantity)}`,
  guest_answer_accepted: (actor: string, quantity: number | null) =>
    `${someone(actor)} confirmou ${people(quantity)}`,
  member_invited: (actor: string) => `${someone(actor)} enviou um convite`,
  member_joined: (actor: string) => `${someone(actor)} entrou no evento`,
  member_removed: (actor: string) => `${someone(actor)} removeu um acesso`,
  invitation_revoked: (actor: string) =>
    `${someone(actor)} cancelou um convite`,
  payout_destination_changed: (actor: string) =>
    `${someone(actor)} alterou os dados para repasse`,
  payout_requested: (actor: string) => `${someone(actor)} solicitou um repasse`,
  payout_cancelled: (actor: string) =>
    `${someone(actor)} cancelou um pedido de repasse`,
} as const;
