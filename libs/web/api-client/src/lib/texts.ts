/**
 * The api client's own texts (pt-BR, as the product specification quotes them): the failures
 * of an HTTP call. Exported by the package as `clientTexts`, for the apps that fall back on
 * `unexpected` themselves.
 */
export const clientTexts = {
  bodyRequired: 'Corpo da requisição necessário',
  urlRequired: 'A URL é obrigatória.',
  authMissing: 'Dados de autenticação ausente!',
  notFound: 'Algo deu errado. Tente novamente mais tarde!',
  network: 'Erro de rede!',
  unexpected: 'Ocorreu um erro inesperado.',
} as const;
