/** `{{storage}}` in a body is replaced by the panel's storage address when the post is served. */
export const STORAGE_PLACEHOLDER = '{{storage}}';

type Text = { pt: string; en: string };
type Topic = { slug: string; title: Text; excerpt: Text };

const TOPICS: readonly Topic[] = [
  { slug: 'scouting-tour-northeast', title: { pt: 'Turnê de seleção pelo Nordeste', en: 'Scouting tour of the Northeast' }, excerpt: { pt: 'Recife, Salvador e Fortaleza receberam nossa equipe de seleção.', en: 'Recife, Salvador and Fortaleza welcomed our scouting team.' } },
  { slug: 'how-to-build-a-portfolio', title: { pt: 'Como montar um portfólio', en: 'How to build a portfolio' }, excerpt: { pt: 'Poucas fotos, bem escolhidas, dizem mais do que um álbum inteiro.', en: 'A few well-chosen photos say more than a whole album.' } },
  { slug: 'first-casting-tips', title: { pt: 'Dicas para o seu primeiro casting', en: 'Tips for your first casting' }, excerpt: { pt: 'O que levar, o que vestir e como se preparar.', en: 'What to bring, what to wear and how to prepare.' } },
  { slug: 'polaroids-why-they-matter', title: { pt: 'Polaroids: o que são e por que importam', en: 'Polaroids: what they are and why they matter' }, excerpt: { pt: 'Sem maquiagem, sem filtro: o retrato honesto que os clientes pedem.', en: 'No make-up, no filter: the honest portrait clients ask for.' } },
  { slug: 'sao-paulo-fashion-week-recap', title: { pt: 'Resumo da São Paulo Fashion Week', en: 'São Paulo Fashion Week recap' }, excerpt: { pt: 'Doze desfiles, trinta modelos da casa e uma semana intensa.', en: 'Twelve shows, thirty of our models and one intense week.' } },
  { slug: 'health-on-set', title: { pt: 'Saúde e bem-estar no set', en: 'Health and wellbeing on set' }, excerpt: { pt: 'Pausas, hidratação e limites claros fazem parte do trabalho.', en: 'Breaks, water and clear limits are part of the job.' } },
  { slug: 'editorial-in-black-and-white', title: { pt: 'Editorial em preto e branco', en: 'An editorial in black and white' }, excerpt: { pt: 'Luz natural, película e nenhuma cor.', en: 'Natural light, film and no colour at all.' } },
  { slug: 'meet-our-bookers', title: { pt: 'Conheça nossos bookers', en: 'Meet our bookers' }, excerpt: { pt: 'Quem cuida da agenda, dos contratos e das viagens.', en: 'The people behind schedules, contracts and travel.' } },
  { slug: 'international-placements-milan', title: { pt: 'Colocações internacionais: Milão', en: 'International placements: Milan' }, excerpt: { pt: 'Três modelos da casa começam a temporada na Itália.', en: 'Three of our models start the season in Italy.' } },
  { slug: 'runway-workshop', title: { pt: 'Workshop de passarela', en: 'Runway workshop' }, excerpt: { pt: 'Postura, ritmo e presença em um dia de treino.', en: 'Posture, rhythm and presence in one day of training.' } },
  { slug: 'curvy-board-grows', title: { pt: 'O casting curvy cresce', en: 'Our curvy board grows' }, excerpt: { pt: 'Mais diversidade de corpos nas campanhas do ano.', en: 'More body diversity in this year’s campaigns.' } },
  { slug: 'actors-on-screen', title: { pt: 'Nossos atores nas telas', en: 'Our actors on screen' }, excerpt: { pt: 'Séries, filmes e publicidade: a temporada dos atores da casa.', en: 'Series, films and commercials: our actors’ season.' } },
  { slug: 'creative-collective', title: { pt: 'Coletivo criativo', en: 'The creative collective' }, excerpt: { pt: 'Fotógrafos, stylists e diretores que trabalham conosco.', en: 'Photographers, stylists and directors who work with us.' } },
  { slug: 'sustainable-fashion-shoot', title: { pt: 'Ensaio de moda sustentável', en: 'A sustainable fashion shoot' }, excerpt: { pt: 'Roupas de brechó, equipe local e zero desperdício.', en: 'Second-hand clothes, a local crew and zero waste.' } },
  { slug: 'agency-open-day', title: { pt: 'Dia de portas abertas', en: 'Agency open day' }, excerpt: { pt: 'Venha conhecer a agência e tirar suas dúvidas.', en: 'Come and meet the agency and ask your questions.' } },
  { slug: 'travel-checklist', title: { pt: 'Checklist de viagem para modelos', en: 'A travel checklist for models' }, excerpt: { pt: 'Passaporte, book impresso e um bom par de sapatos.', en: 'Passport, printed book and a good pair of shoes.' } },
  { slug: 'a-guide-to-digitals', title: { pt: 'Guia de digitais', en: 'A guide to digitals' }, excerpt: { pt: 'Frente, perfil, rosto e corpo inteiro: como fotografar.', en: 'Front, profile, face and full body: how to shoot them.' } },
  { slug: 'a-season-in-tokyo', title: { pt: 'Temporada em Tóquio', en: 'A season in Tokyo' }, excerpt: { pt: 'Dois meses de trabalho e aprendizado no Japão.', en: 'Two months of work and learning in Japan.' } },
  { slug: 'year-in-review-2025', title: { pt: 'Retrospectiva 2025', en: '2025 in review' }, excerpt: { pt: 'Os trabalhos, as viagens e os novos rostos do ano.', en: 'The jobs, the travels and the new faces of the year.' } },
  { slug: 'our-new-website', title: { pt: 'Nosso novo site', en: 'Our new website' }, excerpt: { pt: 'Mais rápido, mais simples e em dois idiomas.', en: 'Faster, simpler and in two languages.' } },
  { slug: 'get-scouted-online', title: { pt: 'Seja descoberto online', en: 'Get scouted online' }, excerpt: { pt: 'Quatro fotos e alguns dados bastam para se candidatar.', en: 'Four photos and a few details are all it takes to apply.' } },
  { slug: 'beauty-campaign-lisbon', title: { pt: 'Campanha de beleza em Lisboa', en: 'A beauty campaign in Lisbon' }, excerpt: { pt: 'Luz de inverno e ruas de pedra para uma marca de cosméticos.', en: 'Winter light and cobbled streets for a cosmetics brand.' } },
  { slug: 'model-safety-charter', title: { pt: 'Nossa carta de segurança', en: 'Our safety charter' }, excerpt: { pt: 'Compromissos que assumimos com cada modelo da casa.', en: 'The commitments we make to every model we represent.' } },
  { slug: 'summer-campaign-behind-the-scenes', title: { pt: 'Bastidores da campanha de verão', en: 'Behind the scenes of the summer campaign' }, excerpt: { pt: 'Três dias de praia, vento e muita luz.', en: 'Three days of beach, wind and plenty of light.' } },
  { slug: 'new-faces-2026', title: { pt: 'Novos rostos 2026', en: 'New faces 2026' }, excerpt: { pt: 'Conheça os talentos que chegaram à agência este ano.', en: 'Meet the talents who joined the agency this year.' } },
];

/** Post with a YouTube embed the site's sanitiser must keep. */
export const VIDEO_POST_SLUG = 'actors-on-screen';
/** Post whose body carries a script, an onerror handler, a javascript: link and a foreign iframe. */
export const HOSTILE_POST_SLUG = 'agency-open-day';

const PARAGRAPHS: Record<'pt' | 'en', readonly string[]> = {
  pt: [
    'Cada temporada começa muito antes do primeiro clique. A equipe conversa com clientes, revisa os books e prepara cada modelo para o que vem pela frente.',
    'Trabalhamos com contratos claros, agenda organizada e acompanhamento próximo, do primeiro teste à campanha internacional.',
    'Nosso time de bookers acompanha cada etapa e responde às dúvidas de modelos, famílias e clientes.',
  ],
  en: [
    'Every season starts long before the first shot. The team talks to clients, reviews the books and prepares each model for what lies ahead.',
    'We work with clear contracts, an organised schedule and close support, from the first test to the international campaign.',
    'Our bookers follow every step and answer the questions of models, families and clients.',
  ],
};

const LIST_ITEMS: Record<'pt' | 'en', readonly string[]> = {
  pt: ['Book atualizado', 'Polaroids recentes', 'Medidas conferidas', 'Agenda confirmada'],
  en: ['An up-to-date book', 'Recent polaroids', 'Checked measurements', 'A confirmed schedule'],
};

const HEADINGS: Record<'pt' | 'en', readonly [string, string, string]> = {
  pt: ['O que aconteceu', 'O que levar', 'Próximos passos'],
  en: ['What happened', 'What to bring', 'Next steps'],
};

function standardBody(topic: Topic, lang: 'pt' | 'en', index: number): string {
  const [first, second, third] = HEADINGS[lang];
  const paragraphs = PARAGRAPHS[lang];
  const landscape = `${STORAGE_PLACEHOLDER}/pool/landscape-${String((index % 6) + 1).padStart(2, '0')}.jpg`;
  const caption = lang === 'pt' ? 'Foto de arquivo da agência.' : 'Agency archive photo.';
  const parts = [
    `<h2>${first}</h2>`,
    `<p>${topic.excerpt[lang]} ${paragraphs[0]}</p>`,
    `<p><strong>${topic.title[lang]}</strong>: ${paragraphs[1]}</p>`,
    `<h3>${second}</h3>`,
    `<ul>${LIST_ITEMS[lang].map((item) => `<li>${item}</li>`).join('')}</ul>`,
    `<figure><img src="${landscape}" alt="${topic.title[lang]}" width="1800" height="1200"><figcaption>${caption}</figcaption></figure>`,
  ];
  if (topic.slug === VIDEO_POST_SLUG) {
    parts.push(
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/M7lc1UVf-VE" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>',
    );
  }
  parts.push(
    `<h3>${third}</h3>`,
    `<p>${paragraphs[2]} <a href="https://www.instagram.com/agencia.example/">Instagram</a>.</p>`,
  );
  return parts.join('\n');
}

function hostileBody(topic: Topic, lang: 'pt' | 'en'): string {
  const click = lang === 'pt' ? 'Clique aqui para se inscrever' : 'Click here to sign up';
  return [
    `<h2>${topic.title[lang]}</h2>`,
    `<p>${topic.excerpt[lang]}</p>`,
    '<script>window.__hostilePost = true; document.title = "hacked";</script>',
    `<img src="${STORAGE_PLACEHOLDER}/pool/missing.jpg" onerror="window.__hostilePost = true" alt="">`,
    `<p><a href="javascript:window.__hostilePost = true">${click}</a></p>`,
    '<iframe src="https://evil.example.com/phish" width="600" height="400"></iframe>',
    `<p style="position:fixed;top:0;left:0" onclick="window.__hostilePost = true">${PARAGRAPHS[lang][0]}</p>`,
  ].join('\n');
}

export type SeedPost = {
  id: number;
  slug: string;
  lang: 'pt' | 'en';
  title: string;
  excerpt: string;
  cover: string;
  publishedAt: string;
  body: string;
};

const FIRST_DATE = Date.UTC(2025, 0, 14, 12, 0, 0);
const DAY = 86_400_000;

/** 25 news posts per language; id 1 is the oldest, id 25 ('new-faces-2026') the newest. */
export function buildPosts(): SeedPost[] {
  return TOPICS.flatMap((topic, index) => {
    const id = index + 1;
    const publishedAt = new Date(FIRST_DATE + index * 27 * DAY + (index % 3) * 3_600_000).toISOString().replace('.000Z', 'Z');
    const cover = `pool/cover-${String((index % 12) + 1).padStart(2, '0')}.jpg`;
    return (['pt', 'en'] as const).map((lang) => ({
      id,
      slug: topic.slug,
      lang,
      title: topic.title[lang],
      excerpt: topic.excerpt[lang],
      cover,
      publishedAt,
      body: topic.slug === HOSTILE_POST_SLUG ? hostileBody(topic, lang) : standardBody(topic, lang, index),
    }));
  });
}
