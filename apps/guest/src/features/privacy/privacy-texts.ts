import {
  ERASED_GUEST_NAME,
  GUEST_DATA_CODE_TTL_MINUTES,
} from '@celebra/contracts';

/**
 * The texts of a guest's 'Meus dados' (not in the spec). Kept in the page's own chunk, out of
 * the site's first download.
 */
export const privacyTexts = {
  title: 'Meus dados',
  intro:
    'Veja tudo o que a Celebra guarda sobre você nos sites de eventos: respostas de presença, recados e presentes. Você também pode baixar, corrigir ou excluir esses dados.',
  emailTitle: 'Confirme que é você',
  emailHelp:
    'Para proteger seus dados, enviamos um código para o e-mail que você usou nos sites de eventos.',
  email: 'E-mail',
  sendCode: 'Enviar código',
  codeTitle: 'Digite o código',
  codeHelp: (email: string) =>
    `Se houver dados com ${email}, enviamos um código de 6 números. Ele vale por ${GUEST_DATA_CODE_TTL_MINUTES} minutos. Confira também a caixa de spam.`,
  code: 'Código',
  openData: 'Ver meus dados',
  otherEmail: 'Usar outro e-mail',
  sendAgain: 'Enviar novo código',
  codeSentAgain: 'Enviamos um novo código.',
  dataTitle: 'Seus dados',
  dataOf: (email: string) => `Dados guardados com o e-mail ${email}.`,
  accessUntil: (time: string) =>
    `Por segurança, este acesso vale até ${time}. Depois, peça um novo código.`,
  noData: 'Não há respostas, recados nem presentes guardados com este e-mail.',
  phoneGifts:
    'Presentes em que você deixou um telefone em vez do e-mail não aparecem aqui.',
  downloadTitle: 'Baixar meus dados',
  downloadHelp:
    'Os arquivos trazem tudo o que guardamos, inclusive os registros técnicos: códigos de acesso, pedidos sobre seus dados e e-mails enviados.',
  downloadJson: 'Baixar (JSON)',
  downloadCsv: 'Baixar (CSV)',
  downloadFailed: 'Não foi possível baixar o arquivo. Tente novamente.',
  eventsLabel: 'Seus dados por evento',
  answersTitle: 'Respostas de presença',
  attending: 'Vai ao evento',
  notAttending: 'Não poderá ir',
  companions: (count: number) =>
    count === 1 ? '1 acompanhante' : `${count} acompanhantes`,
  phone: (phone: string) => `Telefone: ${phone}`,
  messagesTitle: 'Recados',
  giftsTitle: 'Presentes',
  giftPaid: (amount: string) => `Valor pago: ${amount}`,
  giftNote: 'Sua mensagem',
  sentAt: (date: string) => `Enviado em ${date}`,
  nothing: 'Nada guardado.',
  correctTitle: 'Corrigir nome e telefone',
  correctHelp:
    'A correção vale para todos os eventos. O e-mail não muda aqui: é ele que comprova que os dados são seus.',
  firstName: 'Nome',
  lastName: 'Sobrenome',
  phoneLabel: 'Telefone',
  saveCorrection: 'Salvar correção',
  correctFailed: 'Não foi possível salvar a correção. Tente novamente.',
  eraseTitle: 'Excluir meus dados',
  eraseHelp:
    'Apaga suas respostas de presença e seus recados e tira seu nome e contato da lista de convidados e dos presentes.',
  eraseOpen: 'Excluir meus dados',
  eraseConfirmTitle: 'Excluir seus dados?',
  eraseWhat: [
    'Suas respostas de presença e seus recados serão apagados.',
    `Na lista de convidados, você passa a aparecer como "${ERASED_GUEST_NAME}", sem e-mail nem telefone.`,
    'Os registros dos presentes que você deu ficam guardados pelo prazo legal (obrigações fiscais), com o valor, mas com seu nome e contato substituídos.',
    'Quem organiza cada evento recebe um aviso de que um convidado removeu seus dados, sem dizer quais.',
    'Não é possível desfazer.',
  ],
  eraseConfirm: 'Sim, excluir meus dados',
  cancel: 'Cancelar',
  eraseFailed: 'Não foi possível excluir seus dados. Tente novamente.',
  erasedTitle: 'Exclusão concluída',
  sendFailed: 'Não foi possível enviar. Tente novamente.',
};
