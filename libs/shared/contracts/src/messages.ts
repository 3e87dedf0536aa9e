/** pt-BR texts of the product, verbatim from the specs. */
export const messages = {
  client: {
    bodyRequired: 'Corpo da requisição necessário',
    urlRequired: 'A URL é obrigatória.',
    authMissing: 'Dados de autenticação ausente!',
    notFound: 'Algo deu errado. Tente novamente mais tarde!',
    network: 'Erro de rede!',
    unexpected: 'Ocorreu um erro inesperado.',
  },
} as const;
