/** Texts of 'Presentes Selecionados' (the cart): they load with it, not with the site. */
export const cartTexts = {
  cartQuantityOf: (name: string) => `Quantidade de ${name}`,
  cartSharesOf: (name: string) => `Cotas de ${name}`,
  cartRemoveOf: (name: string) => `Remover ${name}`,
  cartEmpty: 'Nenhum presente selecionado.',
  cartSubtotal: 'Presentes',
  cartFee: (rate: string) => `Taxa da plataforma (${rate})`,
  cartTotal: 'Total',
  cartTotalToPay: 'Total a pagar',
  cartGuestName: 'Seu nome',
  cartGuestContact: 'Seu contato (e-mail ou telefone)',
  cartGuestNote: 'Recado para os noivos (opcional)',
  cartGuestNoteCount: (length: number, max: number) =>
    `${length} de ${max} caracteres`,
  cartCheckout: 'Ir para o pagamento',
  cartPaymentMethod: 'Forma de pagamento',
  cartPayPix: 'Pix',
  cartPayPixHint: 'QR Code ou copia e cola, confirmação na hora',
  cartPayCard: 'Cartão de crédito',
  cartPayCardHint: 'Você segue para a página de pagamento com cartão',
  cartPayCardInstallments: (max: number) => `parcele em até ${max}x`,
} as const;
