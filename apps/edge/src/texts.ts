export const edgeTexts = {
  notFound: 'Página não encontrada',
  siteUnavailable:
    'Serviço indisponível: este aplicativo ainda não foi compilado. Tente novamente em instantes.',
  apiUnavailable:
    'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const;
