import { waitTime } from '../texts/api';

/** The invitations' texts the api answers and the forms show (pt-BR, used verbatim). */
export const invitationMessages = {
  nameRequired: '* Nome do convite obrigatório',
  memberRequired: 'Adicione pelo menos uma pessoa ao convite.',
  tooManyMembers: 'Um convite pode ter no máximo 20 pessoas.',
  firstNameRequired: '* Nome obrigatório',
  lastNameRequired: '* Sobrenome obrigatório',
  groupTooLong: 'O grupo pode ter no máximo 60 caracteres.',
  phoneInvalid: '* Telefone inválido',
  emailInvalid: '* E-mail inválido',
  invitationNotFound: 'Convite não encontrado.',
  questionNotFound: 'Pergunta não encontrada.',
  questionLabelRequired: '* Escreva a pergunta',
  questionOptionsRequired: 'Dê pelo menos duas opções de resposta.',
  questionOptionsDuplicated: 'As opções de resposta devem ser diferentes.',
  tooManyQuestions: 'Você pode ter no máximo 10 perguntas.',
  answerRequired: '* Resposta obrigatória',
  answerInvalidOption: 'Escolha uma das opções da pergunta.',
  tooManyCompanions: (max: number) =>
    max === 0
      ? 'Este convite não inclui acompanhantes.'
      : max === 1
        ? 'Este convite permite no máximo 1 acompanhante.'
        : `Este convite permite no máximo ${max} acompanhantes.`,
  companionNameRequired: '* Nome do acompanhante obrigatório',
  memberNotInInvitation: 'Responda apenas pelas pessoas deste convite.',
  attendanceRequired: 'Diga se cada pessoa vai ou não.',
  deadlinePassed: (date: string) =>
    `O prazo para responder terminou em ${date}. Sua resposta não pode mais ser alterada; se algo mudou, fale com os anfitriões.`,
  notFoundByName:
    'Não encontramos um convite com esse nome e sobrenome. Confira como está escrito ou fale com os anfitriões.',
  openAnswersClosed:
    'As confirmações deste evento são feitas pelo convite pessoal. Use o link que você recebeu ou procure seu convite pelo nome.',
  noEmail: 'Este convite não tem e-mail.',
  tooManySearches: (retryAfterSeconds: number) =>
    `Muitas buscas de convite deste endereço. Tente novamente em ${waitTime(retryAfterSeconds)}.`,
  importEmpty: 'Nenhuma linha para importar.',
  importTooManyRows: 'Importe no máximo 2.000 linhas de cada vez.',
  importTooLarge: 'O arquivo é grande demais: importe no máximo 2.000 linhas.',
  importHasErrors:
    'Há linhas com erro. Corrija-as ou escolha importar só as linhas sem erro.',
  importNoNameColumn:
    'Não encontramos a coluna de nome. Use um cabeçalho com "nome" ou cole uma linha por convidado.',
  importRowNameRequired: 'Falta o nome.',
  importRowPhoneInvalid: 'Telefone inválido.',
  importRowEmailInvalid: 'E-mail inválido.',
  importRowCompanionsInvalid: 'Número de acompanhantes inválido (0 a 20).',
  importRowDuplicateExisting:
    'Já existe um convite com este nome, telefone ou e-mail.',
  importRowDuplicateInFile: 'Repetido no arquivo.',
  linkTargetInvalid: 'Escolha outro convite para vincular esta resposta.',
  reminderDaysInvalid: 'Escolha de 1 a 60 dias.',
  deadlineInvalid: 'Data inválida.',
  templateTooLong: 'A mensagem pode ter no máximo 1.000 caracteres.',
} as const;
