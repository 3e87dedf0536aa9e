/** Labels of the message and attendance forms: they load with those forms, not with the site. */
export const formTexts = {
  formFirstName: 'Nome',
  formLastName: 'Sobrenome',
  formEmail: 'E-mail',
  formPhone: 'Telefone',
  formCompanions: 'Acompanhantes',
  formCompanionsHint: 'Quantas pessoas vão com você (opcional).',
  formMessage: 'Mensagem',
  formOptionalMessage: 'Mensagem (opcional)',
  formAttending: 'Você vai?',
  formAttendingYes: 'Vou',
  formAttendingNo: 'Não poderei ir',
  formCompanionName: (position: number) => `Nome do acompanhante ${position}`,
} as const;
