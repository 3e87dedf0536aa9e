import type { LegalDocument } from './legal-document';
import type { PageLinks } from './page-links';
import type { PrivacyContacts } from './privacy-contacts';
import { html } from './safe-html';

/**
 * 'Política de privacidade': what Celebra collects from hosts and guests, why and on which
 * legal basis (LGPD art. 7), who receives it, how long it is kept and how to exercise each
 * right (art. 18), with the operator and the encarregado from the configuration.
 */
export function privacyPolicy(
  contacts: PrivacyContacts,
  links: PageLinks,
): LegalDocument {
  const dpoMail = html`<a href="mailto:${contacts.dpoEmail}"
    >${contacts.dpoEmail}</a
  >`;
  return {
    title: 'Política de privacidade',
    description:
      'Quais dados pessoais o Celebra usa, para quê, com quem compartilha, por quanto tempo guarda e como exercer seus direitos (LGPD).',
    intro: html`<p>
        O Celebra cria sites de eventos com lista de presentes em dinheiro. Aqui
        explicamos, sem juridiquês, quais dados pessoais usamos, para quê, com
        quem eles são compartilhados, por quanto tempo ficam guardados e como
        você exerce seus direitos pela Lei Geral de Proteção de Dados (LGPD, Lei
        13.709/2018).
      </p>
      <p>
        Não vendemos seus dados, não usamos seus dados para propaganda e não
        usamos cookies de rastreamento ou de anúncios.
      </p>`,
    sections: [
      {
        id: 'quem-somos',
        heading: 'Quem cuida dos seus dados',
        body: html`<p>
            O serviço é operado por <strong>${contacts.operatorName}</strong>,
            CNPJ ${contacts.operatorCnpj}, com endereço em
            ${contacts.operatorAddress}. É a controladora dos dados tratados no
            Celebra.
          </p>
          <p>
            O encarregado pelo tratamento de dados pessoais (a pessoa que
            responde às suas perguntas e pedidos sobre privacidade) é
            <strong>${contacts.dpoName}</strong>, pelo e-mail ${dpoMail}.
          </p>
          <p>
            Quem cria o site de um evento (o casal ou o anfitrião) vê os dados
            que os convidados enviam por aquele site, para organizar o evento.
          </p>`,
      },
      {
        id: 'anfitrioes',
        heading: 'Dados de quem cria um site (anfitriões)',
        body: html`<ul>
          <li>
            <strong>Cadastro:</strong> nome, sobrenome, e-mail e telefone.
          </li>
          <li>
            <strong>Senha:</strong> guardamos só uma versão embaralhada e
            irreversível (hash); ninguém consegue ler a sua senha.
          </li>
          <li>
            <strong>Conteúdo dos eventos:</strong> textos, datas, local, fotos e
            vídeos, lista de presentes e páginas que você cria, e o que os
            outros organizadores que você convidar fizerem no evento.
          </li>
          <li>
            <strong>Dados para receber o dinheiro:</strong> CPF ou CNPJ do
            titular, chave Pix ou conta bancária. Ficam guardados criptografados
            e só a equipe que faz os repasses os vê; cada consulta fica
            registrada.
          </li>
          <li>
            <strong>Aparelhos conectados:</strong> um nome como “Chrome no
            Android” e os horários de entrada e de uso, para você ver e encerrar
            suas sessões. Não guardamos o endereço IP nessa lista.
          </li>
        </ul>`,
      },
      {
        id: 'convidados',
        heading: 'Dados de convidados',
        body: html`<p>
            Convidados não criam conta. Só recebemos o que você mesmo envia pelo
            site do evento:
          </p>
          <ul>
            <li>
              <strong>Confirmação de presença:</strong> nome, sobrenome, e-mail,
              telefone, se você vai ou não, quantos acompanhantes e o nome de
              cada um, e um recado, se quiser.
            </li>
            <li>
              <strong>Recados:</strong> nome, sobrenome, e-mail e o recado.
            </li>
            <li>
              <strong>Presentes:</strong> nome, e-mail ou telefone, um recado
              aos anfitriões (se quiser), os presentes escolhidos, os valores, a
              forma de pagamento e se o pagamento foi aprovado.
            </li>
            <li>
              <strong>Pagamento:</strong> os dados do cartão ou da conta de onde
              sai o Pix são informados diretamente ao Mercado Pago; o Celebra
              não os recebe. O Mercado Pago guarda os dados de quem paga pelas
              regras dele.
            </li>
          </ul>
          <p>
            Seu navegador guarda, só no seu aparelho, o que você digitou no
            carrinho até o pagamento ser concluído, para você não precisar
            digitar de novo.
          </p>`,
      },
      {
        id: 'para-que',
        heading: 'Para que usamos e com qual base legal',
        body: html`<p>
            A LGPD (art. 7º) só permite usar dados pessoais com uma base legal.
            As nossas:
          </p>
          <ul>
            <li>
              <strong
                >Conta, site do evento, recebimento e repasse do
                dinheiro</strong
              >
              dos anfitriões: execução do contrato com você (art. 7º, V), os
              <a href="${links.terms}">Termos de uso</a>.
            </li>
            <li>
              <strong>Confirmação de presença e recados</strong>: seu próprio
              pedido, já que você envia para os anfitriões receberem (art. 7º,
              V), e o legítimo interesse dos anfitriões em organizar o evento
              (art. 7º, IX).
            </li>
            <li>
              <strong>Presentes e pagamentos</strong>: execução do contrato da
              compra que você pediu (art. 7º, V).
            </li>
            <li>
              <strong>Guardar os registros de pagamentos e repasses</strong>:
              cumprimento de obrigação legal, fiscal e contábil (art. 7º, II), e
              defesa em eventuais processos (art. 7º, VI).
            </li>
            <li>
              <strong>Segurança</strong> (limitar tentativas de senha e envios
              em massa, mostrar os aparelhos conectados): legítimo interesse em
              proteger você e o serviço contra fraudes (art. 7º, IX). O endereço
              IP é usado por poucos minutos para isso.
            </li>
            <li>
              <strong>E-mails</strong>: enviamos só o que faz parte do serviço
              ou foi pedido por você (por exemplo, a redefinição de senha, o
              recibo do presente, o agradecimento dos anfitriões, o aviso de uma
              nova confirmação de presença ou o código de “Meus dados”). Nada de
              propaganda.
            </li>
          </ul>
          <p>
            Não pedimos consentimento “embutido” em outra coisa e nenhuma caixa
            vem marcada. Se um dia oferecermos algo que dependa do seu
            consentimento, o pedido será separado, opcional, e você poderá
            revogá-lo quando quiser (art. 8º).
          </p>`,
      },
      {
        id: 'compartilhamento',
        heading: 'Com quem compartilhamos',
        body: html`<ul>
            <li>
              <strong>Os anfitriões do evento</strong> veem os dados que você
              envia pelo site deles: confirmação, acompanhantes, recados,
              presentes e valores.
            </li>
            <li>
              <strong>Mercado Pago</strong>, que processa os pagamentos com
              cartão e Pix: recebe o valor, a descrição do pedido e o e-mail que
              você informou (quando informou um e-mail).
            </li>
            <li>
              <strong>O provedor de envio de e-mails</strong> (serviço SMTP):
              recebe o endereço e o texto de cada e-mail que enviamos.
            </li>
            <li>
              <strong>O serviço de armazenamento de arquivos</strong>
              (armazenamento compatível com S3): guarda as fotos e os vídeos dos
              eventos.
            </li>
            <li>
              <strong>Autoridades</strong>, só quando a lei ou uma ordem
              judicial obrigar.
            </li>
          </ul>
          <p>
            Esses fornecedores só podem usar os dados para prestar o serviço ao
            Celebra.
          </p>`,
      },
      {
        id: 'prazos',
        heading: 'Por quanto tempo guardamos',
        body: html`<ul>
          <li>
            <strong>Contatos e respostas de convidados</strong> (nome, e-mail,
            telefone, confirmação e acompanhantes): anonimizados 12 meses depois
            da data do evento.
          </li>
          <li>
            <strong>Recados e fotos</strong>: apagados quando o convidado ou o
            anfitrião pedir.
          </li>
          <li>
            <strong>Registros de pedidos e pagamentos</strong>: guardados por 5
            anos, por obrigação legal, com o nome e o contato do convidado
            anonimizados.
          </li>
          <li>
            <strong>Sessões expiradas e links de redefinição de senha</strong>:
            apagados quando vencem.
          </li>
          <li>
            <strong>Texto dos e-mails enviados</strong>: apagado 30 dias depois
            da entrega.
          </li>
          <li>
            <strong>Arquivo de exportação dos dados de um anfitrião</strong>
            (ZIP): fica disponível por 48 horas.
          </li>
          <li>
            <strong>Conta encerrada</strong>: apagada depois de 7 dias de
            carência (nesse prazo você ainda pode desistir). Ficam só os
            registros de pagamentos que a lei manda guardar.
          </li>
        </ul>`,
      },
      {
        id: 'direitos',
        heading: 'Seus direitos e como exercer',
        body: html`<p>
            Pela LGPD (art. 18) você pode pedir, a qualquer momento e sem custo:
          </p>
          <ul>
            <li><strong>confirmação</strong> de que usamos seus dados;</li>
            <li><strong>acesso</strong> aos seus dados;</li>
            <li>
              <strong>correção</strong> de dados incompletos, errados ou
              desatualizados;
            </li>
            <li>
              <strong>anonimização, bloqueio ou eliminação</strong> de dados
              desnecessários ou tratados em desacordo com a lei, e a eliminação
              dos dados tratados com base no seu consentimento;
            </li>
            <li>
              <strong>portabilidade</strong> dos seus dados para outro serviço;
            </li>
            <li>
              <strong>informação</strong> sobre com quem compartilhamos seus
              dados;
            </li>
            <li>
              <strong>revogação do consentimento</strong>, quando for essa a
              base legal.
            </li>
          </ul>
          <p>Como pedir:</p>
          <ul>
            <li>
              <strong>Convidados:</strong> em
              <a href="${links.guestData}">Meus dados</a>, no site dos eventos.
              Você informa seu e-mail, recebe um código de uso único e vê, baixa
              ou apaga o que enviou.
            </li>
            <li>
              <strong>Anfitriões:</strong> em
              <a href="${links.hostAccount}">Minha conta</a>, na parte “Meus
              dados”: baixe tudo em um arquivo, corrija seu cadastro ou encerre
              a conta.
            </li>
            <li>
              <strong>Qualquer pessoa:</strong> por e-mail ao encarregado,
              ${dpoMail}.
            </li>
          </ul>
          <p>
            Respondemos em até 15 dias (art. 19). Se não ficar satisfeito, você
            também pode reclamar à Autoridade Nacional de Proteção de Dados
            (ANPD).
          </p>`,
      },
      {
        id: 'seguranca',
        heading: 'Segurança',
        body: html`<p>
          Todo acesso é feito por conexão criptografada (HTTPS). Senhas são
          guardadas só como hash, dados de recebimento ficam criptografados, e
          cada pessoa da equipe vê apenas o que precisa para o seu trabalho. Se
          acontecer um incidente que possa causar risco ou dano relevante a
          você, avisaremos você e a ANPD.
        </p>`,
      },
      {
        id: 'criancas',
        heading: 'Crianças e adolescentes',
        body: html`<p>
          Para criar uma conta é preciso ter 18 anos ou mais. Nomes de crianças
          podem aparecer como acompanhantes numa confirmação de presença; eles
          são usados só para a organização do evento e seguem os mesmos prazos
          acima.
        </p>`,
      },
      {
        id: 'mudancas',
        heading: 'Mudanças nesta política',
        body: html`<p>
          Se mudarmos esta política, a data no alto desta página muda junto.
          Mudanças importantes serão avisadas aos anfitriões por e-mail antes de
          valerem.
        </p>`,
      },
    ],
  };
}
