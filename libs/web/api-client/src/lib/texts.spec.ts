import { clientTexts } from './texts';

describe('clientTexts', () => {
  it('keeps the shared client texts of both specs', () => {
    expect(clientTexts).toEqual({
      bodyRequired: 'Corpo da requisição necessário',
      urlRequired: 'A URL é obrigatória.',
      authMissing: 'Dados de autenticação ausente!',
      notFound: 'Algo deu errado. Tente novamente mais tarde!',
      network: 'Erro de rede!',
      unexpected: 'Ocorreu um erro inesperado.',
    });
  });
});
