import { REQUEST_SECTION_ID, contactWays, link, list, paragraph, strong, type ContactWayLabels, type NoticeDocument, type NoticeFacts } from '../document';

const CONTACT_WAYS: ContactWayLabels = { address: 'Endereço: ', email: 'E-mail: ', phone: 'Telefone: ', none: 'Os contatos da agência estão na página Contato.' };

/** The notice in Portuguese: the source text; the other languages say the same. */
export function noticePt(facts: NoticeFacts): NoticeDocument {
  const { agency } = facts;
  const byEmail = agency.email ? [' ou pelo e-mail ', link(agency.email, `mailto:${agency.email}`)] : [];
  return {
    lang: 'pt',
    title: 'Privacidade',
    lead: `Como ${agency.name} trata os dados de quem se candidata, escreve para a agência ou pede algo sobre os próprios dados, em palavras simples. Muitas candidatas e candidatos têm menos de 18 anos: este texto também é para os pais e responsáveis.`,
    sections: [
      {
        id: 'who',
        heading: 'Quem somos',
        blocks: [
          paragraph(`${agency.name} é a agência de modelos e talentos deste site e a controladora dos dados enviados por ele: decide para que servem e responde por eles. Para falar conosco sobre os seus dados:`),
          ...contactWays(facts, CONTACT_WAYS),
        ],
      },
      {
        id: 'application',
        heading: 'O que a candidatura recolhe, e por quê',
        blocks: [
          paragraph('O formulário Seja um modelo serve para a agência avaliar se pode representar você. Ele pede:'),
          list(
            [strong('Nome, e-mail e telefone'), ': para responder e marcar um teste.'],
            [strong('Data de nascimento'), ': para saber a idade (clientes e trabalhos dependem dela) e se é preciso o consentimento de um responsável.'],
            [strong('Gênero, altura, peso e medidas'), ' (busto, cintura, quadril, manequim e calçado): são o que os clientes pedem; só a altura é obrigatória.'],
            [strong('País e cidade'), ': para saber onde você pode trabalhar e fazer testes.'],
            [strong('Instagram e TikTok'), ', se quiser: para ver como você aparece em fotos e vídeos.'],
            [strong('Quatro fotos'), ' (de frente, do rosto, de perfil e de corpo inteiro, sem maquiagem): para ver você como é. A agência as recebe sem localização (GPS) nem outros dados escondidos no arquivo: o site remove esses dados.'],
            [strong('Os dados do responsável'), ', quando quem se candidata tem menos de 18 anos: nome, parentesco (mãe, pai ou responsável legal), e-mail e telefone, para pedir e confirmar o seu consentimento.'],
            [strong('O registro do consentimento'), ': a versão deste aviso que foi mostrada, o idioma, quando a caixa foi marcada e o envio feito, e quem consentiu. Serve para provar o consentimento; não contém fotos nem mensagens.'],
          ),
          paragraph('A base legal é o consentimento de quem se candidata e, abaixo de 18 anos, o consentimento específico e destacado de um dos pais ou do responsável legal (LGPD, art. 7º, I, e art. 14; no Regulamento Geral europeu, RGPD/GDPR, art. 6º, 1, a, e art. 8º). Ninguém é obrigado a se candidatar, e a candidatura não custa nada.'),
        ],
      },
      {
        id: 'messages',
        heading: 'O que os outros formulários recolhem',
        blocks: [
          list(
            [strong('Contato'), ': nome, e-mail, telefone e a mensagem, para responder ao que você escreveu.'],
            [strong('Pedido sobre os seus dados'), ' (nesta página): nome, e-mail, o pedido e os detalhes que quiser dar, para o atender, como a lei obriga.'],
          ),
          paragraph('Os favoritos que você marca ficam só no seu navegador; a agência não os vê. O site não usa cookies de publicidade nem de rastreamento, e o registro técnico do servidor nunca guarda nomes, e-mails, telefones, mensagens ou fotos.'),
        ],
      },
      {
        id: 'photos',
        heading: 'Quem vê as fotos',
        blocks: [
          paragraph('Só a equipe da agência que avalia candidaturas. Mais ninguém: as fotos e os dados de uma candidatura ', strong('nunca são publicados'), ', nem no site nem nas redes sociais, e não são vendidos nem entregues a clientes ou a outras empresas. Se um dia a agência quiser mostrar o seu perfil a um cliente, pede antes a você (e ao responsável, se tiver menos de 18 anos) um acordo novo e separado.'),
          paragraph('Os dados passam pelos servidores que mantêm este site e o sistema de gestão da agência, que os guardam em nome da agência e só para isso.'),
        ],
      },
      {
        id: 'retention',
        heading: 'Por quanto tempo',
        blocks: [
          list(
            [strong('Candidaturas'), `: a agência as guarda por ${facts.applicationRetentionDays} dias a partir do envio e depois as apaga, com as fotos. Antes disso, se você pedir.`],
            [strong('Mensagens e pedidos'), ': o tempo necessário para responder e, no caso dos pedidos sobre dados, para mostrar que foram atendidos.'],
            [strong('O rascunho no seu celular'), `: enquanto você preenche a candidatura, as respostas de texto (não as fotos) ficam guardadas neste navegador, para não se perderem. São apagadas quando a candidatura é enviada, quando você limpa o formulário, ou ${facts.draftDays} dias depois da última alteração. Em um celular compartilhado, limpe o formulário ao terminar.`],
            [strong('Enquanto o sistema da agência não responde'), `: um envio espera no servidor do site e é apagado assim que a agência o recebe. Se não for possível entregá-lo em ${facts.outboxGiveUpHours} horas, fica guardado ${facts.outboxRetentionDays} dias para um técnico e depois é apagado.`],
          ),
        ],
      },
      {
        id: 'minors',
        heading: 'Menores de 18 anos',
        blocks: [
          paragraph('Quem tem menos de 18 anos só pode se candidatar com o consentimento de um dos pais ou do responsável legal, dado por ele, separado do consentimento de quem se candidata (LGPD, art. 14; RGPD, art. 8º). A agência pode contatar o responsável para confirmar que foi mesmo ele a consentir.'),
          paragraph('Os dados de uma criança ou adolescente são tratados no seu melhor interesse: só o necessário para avaliar a candidatura, nunca publicados. O responsável pode exercer todos os direitos abaixo em nome do menor.'),
        ],
      },
      {
        id: 'rights',
        heading: 'Os seus direitos',
        blocks: [
          paragraph('Quem se candidatou, e o responsável por quem tem menos de 18 anos, pode pedir a qualquer momento, sem custo:'),
          list(
            [strong('Acesso'), ': saber se a agência tem dados seus e receber uma cópia.'],
            [strong('Correção'), ': corrigir o que estiver errado ou desatualizado.'],
            [strong('Eliminação'), ': apagar a candidatura e as fotos. Também os dados dados quando ainda era menor, mesmo depois dos 18 anos (RGPD, art. 17, 1, f).'],
            [strong('Retirada do consentimento'), ': tão simples quanto dar; a candidatura é então apagada. O que foi feito antes continua válido.'],
            [strong('Portabilidade'), ': receber os seus dados em um formato comum, para levá-los a outro lugar.'],
            [strong('Informação sobre compartilhamento'), ': saber com quem os dados foram compartilhados (ninguém, além de quem guarda os dados em nome da agência).'],
            [
              strong('Reclamação'),
              ': à ',
              link('ANPD', 'https://www.gov.br/anpd'),
              ' no Brasil, à ',
              link('CNPD', 'https://www.cnpd.pt'),
              ' em Portugal, ou à autoridade de proteção de dados do país onde vive.',
            ],
          ),
        ],
      },
      {
        id: 'how',
        heading: 'Como pedir, e quando chega a resposta',
        blocks: [
          paragraph('Pelo ', link('formulário abaixo', `#${REQUEST_SECTION_ID}`), ...byEmail, '. Não é preciso justificar o pedido.'),
          paragraph(`A agência responde por e-mail em até ${facts.answerDays} dias (o prazo da LGPD) e nunca em mais de um mês (o do RGPD). Ela pode pedir que você confirme a sua identidade antes de mostrar ou apagar dados, por exemplo respondendo do e-mail usado na candidatura. Para quem tem menos de 18 anos, o pedido pode ser feito pelo responsável.`),
        ],
      },
      {
        id: 'changes',
        heading: 'Se este aviso mudar',
        blocks: [
          paragraph('Cada texto deste aviso tem uma versão, escrita no topo da página, que muda sempre que o texto muda. Cada candidatura guarda a versão que foi mostrada a quem a enviou.'),
        ],
      },
    ],
  };
}
