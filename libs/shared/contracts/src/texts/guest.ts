/**
 * Texts only the guest site (the public event site) shows, some of them sent by the api too.
 * Same groups and keys as before the split: only the root changed
 * (`guestSiteTexts.screens.guest.menuHome`). The site's own texts, which no other project
 * reads, are in apps/guest/src/config/texts.ts. The host app and the back office never import
 * it (eslint refuses it there; `npm run budget` checks their builds).
 */
export const guestSiteTexts = {
  /** Form messages only the guest site gives. */
  validation: {
    phoneTypingInvalid: '* Número inválido',
  },

  /** Guest site: fallbacks when the server gives no message. */
  hostErrors: {
    confirmPresence: 'Erro ao confirmar presença.',
    /** Not in the spec: the provider could not open a new Pix charge. */
    pixCharge: 'Erro ao gerar o Pix. Tente novamente.',
    messageSend: 'Erro ao enviar recado.',
  },

  /** Success alerts: the api's answers to the site's calls. */
  success: {
    messageSent: 'Recado enviado.',
    presenceConfirmed: 'Presença confirmada.',
    /** Not in the spec: a guest answered 'Não poderei ir'. */
    absenceRecorded: 'Resposta registrada. Obrigado por avisar!',
  },

  /** Other screen texts. */
  screens: {
    common: {
      loading: 'Carregando...',
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
  },

  /** Free-value gifts and gifts in shares (not in the spec). */
  giftKinds: {
    allReserved: 'Cotas reservadas, aguardando pagamento',
    freeAmountLabel: 'Valor do presente (R$)',
    sharesLabel: 'Quantas cotas?',
  },

  /** API responses the site also shows by itself (not in the spec). */
  server: {
    sitePasswordWrong: 'Senha incorreta.',
  },
} as const;

/** In a module of its own, so that the site's first download leaves it out. */
export { invitationGuestTexts } from './guest-invitations';
