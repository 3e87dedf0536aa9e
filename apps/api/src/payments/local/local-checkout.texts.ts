/** pt-BR texts of the demonstration checkout pages (served by the api, not in the specs). */
export const localCheckoutTexts = {
  pageTitle: 'Pagamento de demonstração — Celebra',
  banner: 'DEMONSTRAÇÃO — nenhum dinheiro real',
  intro:
    'Este é o provedor de pagamentos de demonstração do Celebra. Nenhuma cobrança é feita: os botões abaixo simulam a resposta de um provedor de pagamentos real.',
  orderHeading: (title: string) => `Presentes para ${title}`,
  serviceHeading: (title: string) => `Serviço para ${title}`,
  total: 'Total a pagar',
  items: 'Itens',
  quantity: 'Qtd.',
  pixTitle: 'Pix (simulado)',
  pixNote:
    'Código de demonstração: não é um Pix real. O QR code apenas abre esta página em outro aparelho.',
  cardTitle: 'Cartão de crédito (simulado)',
  cardNote:
    'Nenhum dado de cartão é pedido nesta demonstração: “Pagar” simula um cartão aprovado e “Recusar”, um cartão recusado.',
  installments: (max: number) => `Parcele em até ${max}x.`,
  validUntil: (when: string) => `Válido até ${when}`,
  pay: 'Pagar',
  refuse: 'Recusar',
  approvedTitle: 'Pagamento aprovado!',
  approvedOrder: 'Obrigado! Os anfitriões vão receber o seu presente.',
  approvedService: 'Serviço contratado. Ele já está ativo no seu site.',
  refusedTitle: 'Pagamento recusado',
  refusedText:
    'Nenhum valor foi cobrado. Você pode voltar e fazer um novo pedido.',
  goneTitle: 'Link de pagamento expirado',
  goneText:
    'Este pagamento foi cancelado ou o prazo para pagar terminou. Volte e faça um novo pedido.',
  notFoundTitle: 'Pagamento não encontrado',
  notFoundText:
    'Este link de pagamento não existe. Confira o endereço ou volte e faça um novo pedido.',
  failedTitle: 'Não foi possível confirmar',
  failedText:
    'O pagamento de demonstração não pôde ser registrado agora. Tente novamente em instantes.',
  backToSite: 'Voltar para o site do evento',
  backToHost: 'Voltar para o painel',
} as const;
