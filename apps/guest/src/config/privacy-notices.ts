/**
 * What each guest form's personal data is used for, said above its button with the link to the
 * 'Política de privacidade'. Only the forms (lazy chunks) import it: never in the first download.
 */
export const privacyNotices = {
  checkout:
    'Usamos seu nome e contato só para registrar o presente, mostrar aos anfitriões quem presenteou e enviar o recibo. O pagamento é feito pelo Mercado Pago.',
  attendance:
    'Seus dados e os nomes dos acompanhantes vão só para os anfitriões organizarem o evento.',
  message:
    'Seu nome, e-mail e recado vão só para os anfitriões; o e-mail serve para eles agradecerem.',
} as const;
