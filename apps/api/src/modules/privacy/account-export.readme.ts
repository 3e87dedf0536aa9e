import { ACCOUNT_EXPORT_TTL_HOURS } from '@celebra/contracts';

/** README.txt of a host's export (pt-BR). */
export const ACCOUNT_EXPORT_README = `Seus dados na Celebra
=====================

Este arquivo tem todos os dados da sua conta e dos eventos que você criou na Celebra,
como pede a Lei Geral de Proteção de Dados (LGPD, art. 18).

O que tem aqui
--------------
account.json
  Sua conta (nome, e-mail, telefone), os aparelhos conectados, os pedidos de troca de
  senha e de e-mail, os arquivos de dados pedidos, os pedidos sobre seus dados, os
  e-mails que enviamos para você (assunto e data) e os eventos de outras pessoas em
  que você participa.

events/<endereço do evento>/
  event.json       O evento, os detalhes (data, local, transmissão) e as configurações.
  pages.json       As páginas personalizadas do site.
  gifts.json       A lista de presentes.
  gallery.json     A galeria de fotos e vídeos (os arquivos estão em media/).
  party.json       As fotos e os vídeos enviados pelos convidados na festa (os arquivos
                   estão em media/party/).
  guests.csv       A lista de convidados, para abrir no Excel.
  guests.json      A mesma lista, em JSON.
  messages.json    As mensagens dos convidados.
  orders.json      Os presentes recebidos.
  payouts.json     Os saques e a conta de recebimento (mascarada, por segurança).
  members.json     Quem ajuda a cuidar do evento e os convites enviados.
  activity.json    O histórico de atividades do evento.
  services.json    Os pacotes contratados para o evento.
  media/           O banner, a foto do evento e os arquivos da galeria.

Valores em dinheiro estão em centavos (10000 = R$ 100,00). Datas e horas estão no
formato ISO 8601, em UTC (horário de Brasília = UTC−3).

A senha da sua conta, a senha do site, os links de acesso e os dados completos da
conta de recebimento nunca entram neste arquivo.

O link para baixar este arquivo vale por ${ACCOUNT_EXPORT_TTL_HOURS} horas.
Guarde o arquivo em um lugar seguro: ele tem dados pessoais seus e dos seus convidados.
`;
