import type { LegalDocument } from './legal-document';
import type { PageLinks } from './page-links';
import type { PrivacyContacts } from './privacy-contacts';
import { html } from './safe-html';

/** 'Termos de uso': the rules of the service, in plain words. */
export function termsOfUse(
  contacts: PrivacyContacts,
  links: PageLinks,
): LegalDocument {
  return {
    title: 'Termos de uso',
    description:
      'As regras do Celebra em linguagem simples: o que o serviço faz, as responsabilidades de quem cria um site, as taxas, os repasses e o que não é permitido.',
    intro: html`<p>
      Estes termos são as regras para usar o Celebra. Ao criar uma conta ou dar
      um presente por um site do Celebra, você concorda com eles. Como usamos
      dados pessoais está na
      <a href="${links.privacy}">Política de privacidade</a>.
    </p>`,
    sections: [
      {
        id: 'o-servico',
        heading: 'O que o Celebra faz',
        body: html`<p>
            O Celebra, operado por
            <strong>${contacts.operatorName}</strong> (CNPJ
            ${contacts.operatorCnpj}), permite que casais e anfitriões criem o
            site do seu evento, com informações, confirmação de presença,
            recados, galeria de fotos e uma lista de presentes. Os convidados
            escolhem presentes e pagam em dinheiro, por Pix ou cartão; o valor é
            repassado aos anfitriões.
          </p>
          <p>
            Os presentes da lista são uma forma de dar dinheiro aos anfitriões:
            o Celebra não entrega produtos nem serviços escolhidos na lista.
          </p>`,
      },
      {
        id: 'anfitrioes',
        heading: 'Responsabilidades de quem cria um site',
        body: html`<ul>
          <li>Ter 18 anos ou mais e informar dados verdadeiros no cadastro.</li>
          <li>
            Guardar a senha com cuidado; você responde pelo que for feito com a
            sua conta e pode encerrar sessões em “Minha conta”.
          </li>
          <li>
            Publicar só conteúdo que você tem o direito de usar (textos, fotos e
            vídeos) e que não fere direitos de outras pessoas.
          </li>
          <li>
            Usar os dados dos convidados (contatos, confirmações e recados) só
            para organizar o evento.
          </li>
          <li>
            Informar corretamente a chave Pix ou a conta que vai receber o
            dinheiro, de um titular com CPF ou CNPJ válido.
          </li>
        </ul>`,
      },
      {
        id: 'taxas',
        heading: 'Taxas e pagamentos',
        body: html`<ul>
          <li>
            A taxa da plataforma é mostrada antes de qualquer pagamento: o
            convidado vê o total a pagar no carrinho, e o anfitrião escolhe nas
            configurações se a taxa é paga pelo convidado ou descontada do valor
            recebido.
          </li>
          <li>
            Pacotes de serviços opcionais têm o preço mostrado antes da compra.
          </li>
          <li>
            Os pagamentos são processados pelo Mercado Pago. Um Pix não pago no
            prazo expira e o pedido é cancelado, sem cobrança.
          </li>
          <li>
            Um presente pago é um valor dado aos anfitriões; pedidos de estorno
            são tratados caso a caso, pelo e-mail de contato, conforme o Código
            de Defesa do Consumidor.
          </li>
        </ul>`,
      },
      {
        id: 'repasses',
        heading: 'Repasses aos anfitriões',
        body: html`<p>
          O dinheiro recebido fica no saldo do evento e é repassado para a chave
          Pix ou a conta bancária que os anfitriões cadastraram, quando eles
          pedem o repasse. Depois de trocar os dados de recebimento, é preciso
          esperar um prazo de segurança antes de pedir um repasse. O Celebra
          pode reter um repasse enquanto confere suspeita de fraude ou uma
          contestação de pagamento.
        </p>`,
      },
      {
        id: 'proibido',
        heading: 'O que não é permitido',
        body: html`<ul>
            <li>
              Usar o Celebra para golpes, para arrecadar dinheiro com falsos
              eventos ou para lavagem de dinheiro.
            </li>
            <li>
              Publicar conteúdo ilegal, de ódio, discriminatório, violento,
              sexual envolvendo menores, ou que exponha dados de outras pessoas
              sem permissão.
            </li>
            <li>
              Enviar propaganda ou mensagens em massa pelos formulários dos
              sites.
            </li>
            <li>
              Tentar invadir, sobrecarregar ou copiar o serviço de forma
              automatizada.
            </li>
          </ul>
          <p>
            Podemos tirar do ar conteúdo que viole estas regras e suspender a
            conta responsável, avisando o anfitrião pelo e-mail cadastrado.
          </p>`,
      },
      {
        id: 'responsabilidade',
        heading: 'Responsabilidades do Celebra',
        body: html`<p>
          Fazemos o possível para manter o serviço no ar e os dados seguros, mas
          ele pode passar por manutenções ou falhas. O Celebra não responde pelo
          conteúdo publicado pelos anfitriões, pelo próprio evento, nem por
          falhas dos serviços de pagamento fora do nosso controle. Nada nestes
          termos limita os direitos que o Código de Defesa do Consumidor garante
          a você.
        </p>`,
      },
      {
        id: 'encerramento',
        heading: 'Encerrar a conta',
        body: html`<p>
          Você pode encerrar sua conta quando quiser, em
          <a href="${links.hostAccount}">Minha conta</a>. Ela é apagada depois
          de 7 dias de carência; antes disso, peça o repasse do saldo que ainda
          tiver. Os registros de pagamentos ficam guardados pelo prazo que a lei
          exige.
        </p>`,
      },
      {
        id: 'lei',
        heading: 'Lei e foro',
        body: html`<p>
          Estes termos seguem as leis do Brasil. Se houver um conflito, vale o
          foro da cidade onde você mora, como garante o Código de Defesa do
          Consumidor. Dúvidas: escreva para
          <a href="mailto:${contacts.dpoEmail}">${contacts.dpoEmail}</a>.
        </p>`,
      },
    ],
  };
}
