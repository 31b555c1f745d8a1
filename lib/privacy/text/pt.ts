import { OFFICER_SECTION_ID, REQUEST_SECTION_ID, counted, detail, link, list, mailto, paragraph, strong, type NoticeDocument, type NoticeFacts } from '../document';

const days = (count: number) => counted(['dia', 'dias'], count);
const hours = (count: number) => counted(['hora', 'horas'], count);

/** What the notice says where the panel gives no value. */
const GAP = 'não informado pela agência';

/** The notice in Portuguese: the source text; the other languages say the same. */
export function noticePt(facts: NoticeFacts, date: NoticeDocument['date']): NoticeDocument {
  const { agency, controller, dpo } = facts;
  const form = link('formulário no fim desta página', `#${REQUEST_SECTION_ID}`);
  return {
    lang: 'pt',
    title: 'Privacidade',
    lead: `Como ${agency.name} trata os dados de quem se candidata, escreve para a agência ou pede algo sobre os próprios dados. Muitas candidatas e candidatos têm menos de 18 anos: este texto também é para os pais e responsáveis.`,
    date,
    sections: [
      {
        id: OFFICER_SECTION_ID,
        heading: 'Quem responde pelos dados',
        blocks: [
          paragraph('A controladora dos dados enviados por este site, que decide para que servem e responde por eles, é:'),
          list(
            detail('Empresa: ', controller.legalName, GAP),
            detail('CNPJ: ', controller.registration, GAP),
            detail('Endereço: ', controller.address, GAP),
          ),
          paragraph('O encarregado pelo tratamento de dados pessoais responde às suas perguntas sobre eles:'),
          list(detail('Nome: ', dpo.name, GAP), detail('E-mail: ', dpo.email ? mailto(dpo.email) : null, GAP)),
          paragraph('Os pedidos sobre os seus dados também chegam a ele pelo ', form, '.'),
        ],
      },
      {
        id: 'application',
        heading: 'O que a candidatura pede, e por quê',
        blocks: [
          paragraph('O formulário Seja um modelo serve para a agência avaliar se pode representar você. Ele pede:'),
          list(
            [strong('Nome, e-mail e telefone'), ': para responder e marcar um teste.'],
            [strong('Data de nascimento'), ': para saber a idade e se é preciso o consentimento de um responsável.'],
            [strong('Gênero, altura, peso e medidas'), ': o que os clientes pedem; só a altura é obrigatória.'],
            [strong('País e cidade'), ': onde você pode trabalhar.'],
            [strong('Instagram e TikTok'), ', se quiser.'],
            [strong('Quatro fotos'), ' sem maquiagem: para ver você como é. O site apaga delas a localização (GPS) e outros dados escondidos no arquivo.'],
            [strong('Os dados do responsável'), ', abaixo de 18 anos: nome, parentesco, e-mail (diferente do seu) e telefone, para pedir e confirmar o consentimento dele.'],
            [strong('O registro do consentimento'), ': a versão deste aviso que foi mostrada, o idioma e quando cada caixa foi marcada e o envio feito. Serve para provar o consentimento.'],
          ),
          paragraph('A base legal é o consentimento de quem se candidata e, abaixo de 18 anos, também o de um dos pais ou do responsável legal. Ninguém é obrigado a se candidatar, e não custa nada.'),
        ],
      },
      {
        id: 'messages',
        heading: 'Os outros formulários',
        blocks: [
          list(
            [strong('Contato'), ': nome, e-mail, telefone e a mensagem, para responder.'],
            [strong('Pedido sobre os seus dados'), ' (nesta página): nome, e-mail, o pedido e os detalhes que quiser dar, para atendê-lo.'],
          ),
          paragraph('Quem se candidata recebe um recibo por e-mail, sem fotos.'),
          paragraph('Os favoritos ficam só no seu navegador. O site não usa cookies de publicidade nem de rastreamento, e o registro técnico do servidor nunca guarda nomes, e-mails, telefones, mensagens ou fotos.'),
        ],
      },
      {
        id: 'photos',
        heading: 'Quem vê os dados, e onde ficam',
        blocks: [
          paragraph('Só a equipe da agência que avalia candidaturas. Os dados e as fotos ', strong('nunca são publicados'), ', nem vendidos ou entregues a clientes ou a outras empresas. Para mostrar o seu perfil a um cliente, a agência pede antes um acordo novo a você (e ao responsável, abaixo de 18 anos).'),
          paragraph('Os servidores deste site e do sistema de gestão da agência guardam os dados só em nome dela.'),
          paragraph(...detail('País onde ficam guardados: ', facts.storageCountry, GAP)),
        ],
      },
      {
        id: 'retention',
        heading: 'Por quanto tempo',
        blocks: [
          list(
            [strong('Candidaturas, com as fotos'), `: ${days(facts.applicationRetentionDays)} depois do envio; então são apagadas. Antes, se você pedir.`],
            [strong('Dados do responsável e registro do consentimento'), ': ficam com a candidatura e são apagados com ela.'],
            [strong('Mensagens de contato'), `: ${days(facts.contactRetentionDays)} depois do envio.`],
            [strong('Pedidos sobre os seus dados'), `: ${days(facts.contactRetentionDays)} depois do envio, para mostrar que foram atendidos.`],
            [strong('O rascunho no seu celular'), `: as respostas de texto (não as fotos) ficam neste navegador até o envio, a limpeza do formulário ou ${days(facts.draftDays)} sem alteração. Em celular compartilhado, limpe o formulário ao terminar.`],
            [strong('À espera de confirmação'), ` por e-mail (candidatura de menor, pedido sobre os seus dados): até ${days(facts.confirmationDays)} no servidor do site; sem confirmação, é apagada.`],
            [strong('Se o sistema da agência não responde'), `: o envio espera no servidor do site até ser entregue. Se não for entregue em ${hours(facts.outboxGiveUpHours)}, fica ${days(facts.outboxRetentionDays)} para um técnico e é apagado.`],
          ),
        ],
      },
      {
        id: 'minors',
        heading: 'Menores de 18 anos',
        blocks: [
          paragraph(`Quem tem menos de 18 anos só se candidata com o consentimento de um dos pais ou do responsável legal. Ao enviar, o responsável recebe um e-mail com um link: a candidatura só chega à agência se ele confirmar, em até ${days(facts.confirmationDays)}; se recusar ou não responder, é apagada. Os dados de crianças e adolescentes são tratados no seu melhor interesse: só o necessário, nunca publicados. O responsável pode exercer todos os direitos abaixo em nome do menor.`),
        ],
      },
      {
        id: 'rights',
        heading: 'Os seus direitos',
        blocks: [
          paragraph('A qualquer momento e sem custo, quem se candidatou, ou o seu responsável, pode pedir:'),
          list(
            [strong('Acesso'), ': saber se a agência tem dados seus e receber uma cópia.'],
            [strong('Correção'), ' do que estiver errado.'],
            [strong('Eliminação'), ' da candidatura e das fotos, inclusive do que foi enviado antes dos 18 anos, mesmo depois deles.'],
            [strong('Retirada do consentimento'), ', tão simples quanto dar; a candidatura é então apagada.'],
            [strong('Portabilidade'), ': os seus dados em um formato comum.'],
            [strong('Informação'), ' sobre com quem foram compartilhados (ninguém, além de quem os guarda em nome da agência).'],
            [strong('Reclamação'), ' à ', link('ANPD', 'https://www.gov.br/anpd'), ' no Brasil, à ', link('CNPD', 'https://www.cnpd.pt'), ' em Portugal ou à autoridade do país onde vive.'],
          ),
        ],
      },
      {
        id: 'how',
        heading: 'Como pedir',
        blocks: [
          paragraph(
            'Pelo ',
            form,
            ...(dpo.email ? [' ou pelo e-mail do encarregado, ', mailto(dpo.email)] : []),
            `. Não é preciso justificar. Para que ninguém peça em seu nome, o pedido só segue depois de confirmado pelo link enviado ao seu e-mail. A agência responde por e-mail em até ${days(facts.answerDays)} e pode pedir que você confirme quem é.`,
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Se este aviso mudar',
        blocks: [
          paragraph('A versão no topo da página muda sempre que o texto muda, e a data, sempre que a redação é revista. Cada candidatura guarda a versão mostrada a quem a enviou.'),
        ],
      },
      {
        id: 'laws',
        heading: 'Leis citadas',
        blocks: [
          list(
            [link('LGPD', 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm'), ' (Lei nº 13.709/2018): art. 7º, I, e art. 14 (consentimento e menores); arts. 18 e 19, II (direitos e prazo); art. 41 (encarregado).'],
            [link('RGPD', 'https://eur-lex.europa.eu/eli/reg/2016/679/oj'), ' (Regulamento (UE) 2016/679): art. 6º, 1, a, e art. 8º (consentimento e menores); arts. 12 a 21 (direitos e prazo); art. 17, 1, f (dados enviados quando menor); art. 37 (encarregado).'],
          ),
        ],
      },
    ],
  };
}
