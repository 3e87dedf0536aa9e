/** Texts of the wall ('Telão'), seen from across the room. */
export const wallTexts = {
  documentTitle: (title: string) => `Telão — ${title}`,
  loading: 'Carregando o telão…',
  notFoundTitle: 'Telão não encontrado.',
  notFoundHelp:
    'Confira o link do telão com quem organiza a festa: ele está na seção Festa do painel do evento.',
  invite: 'Envie suas fotos',
  inviteHow: 'Aponte a câmera do celular para o código',
  qrAlt: (address: string) => `Código QR para ${address}`,
  emptyTitle: 'As fotos da festa aparecem aqui!',
  emptyHelp: 'Envie a primeira pelo código ao lado.',
  sentBy: (name: string) => `Enviada por ${name}`,
  photoAlt: (name: string | null) =>
    name ? `Foto enviada por ${name}` : 'Foto enviada por um convidado',
  videoLabel: (name: string | null) =>
    name ? `Vídeo enviado por ${name}` : 'Vídeo enviado por um convidado',
  messagesTitle: 'Recados',
  reconnecting: 'Reconectando…',
};
