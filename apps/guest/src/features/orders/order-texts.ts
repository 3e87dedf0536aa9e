/** Texts of the 'Obrigado!' and Pix pages: they load with those pages, not with the site. */
export const orderTexts = {
  thanksTitle: 'Obrigado!',
  thanksDocumentTitle: (heading: string, eventTitle: string) =>
    `${heading} — ${eventTitle}`,
  thanksGiftFor: 'Seu presente para',
  thanksPending: 'Aguardando a confirmação do pagamento…',
  thanksPendingHelp:
    'Assim que o pagamento for confirmado, esta página se atualiza sozinha.',
  thanksApproved: 'Pagamento confirmado!',
  thanksApprovedHelp: 'Os anfitriões já foram avisados do seu presente.',
  thanksRefused: 'Pagamento recusado',
  thanksRefusedHelp:
    'Nenhum valor foi cobrado. Você pode voltar ao site e escolher o presente de novo.',
  thanksCancelled: 'Pagamento não concluído',
  thanksCancelledHelp:
    'O prazo para pagar terminou ou o pagamento foi cancelado. Nenhum valor foi cobrado.',
  thanksGifts: 'Seus presentes',
  thanksAmount: 'Valor do pagamento',
  thanksNote: 'Seu recado para os anfitriões',
  thanksBack: 'Voltar para o site do evento',
  thanksNotFoundTitle: 'Pedido não encontrado',
  thanksNotFoundText:
    'Não conseguimos abrir este pedido. Confira se o endereço está completo, do jeito que ele abriu depois do pagamento.',
  thanksLoadFailed:
    'Não foi possível consultar o pedido agora. Verifique sua conexão e tente de novo.',
  thanksRetry: 'Tentar de novo',
  thanksOrderNumber: 'Pedido',
  thanksPaymentMethod: 'Forma de pagamento',
  thanksPaidByPix: 'Pix',
  thanksPaidByCard: 'Cartão de crédito',
  thanksTryAgain: 'Tentar novamente',
  thanksNoteNotSent:
    'Seu recado não foi entregue: ele volta com os presentes quando você tentar novamente.',
  pixTitle: 'Pague com Pix',
  pixDocumentTitle: (eventTitle: string) => `Pague com Pix — ${eventTitle}`,
  pixInstructions:
    'Abra o app do seu banco, escolha pagar com Pix e escaneie o QR Code ou cole o código abaixo.',
  pixQrAlt: 'QR Code do Pix',
  pixAmount: 'Valor',
  pixCopyPaste: 'Pix copia e cola',
  pixCopy: 'Copiar código',
  pixCopied: 'Código copiado!',
  pixCopyFailed: 'Não foi possível copiar. Selecione o código e copie.',
  pixExpiresIn: (time: string) => `O código expira em ${time}`,
  pixWaiting: 'Aguardando o pagamento…',
  pixWaitingHelp:
    'Assim que o banco confirmar o Pix, esta página mostra o seu agradecimento.',
  pixExpired: 'Este Pix expirou',
  pixExpiredHelp:
    'O prazo para pagar este código terminou e nada foi cobrado. Gere um novo código para concluir o presente.',
  pixRenew: 'Gerar novo Pix',
  pixDemoTitle: 'Demonstração',
  pixDemoText:
    'Este site usa o pagamento de demonstração: nenhum dinheiro real é cobrado e nenhum banco recebe este Pix.',
  pixDemoLink: 'Simular o pagamento (página de demonstração)',
} as const;
