/** `{{storage}}` in a body is replaced by the panel's storage address when the post is served. */
export const STORAGE_PLACEHOLDER = '{{storage}}';

type Lang = 'pt' | 'en' | 'es';
type Text = Record<Lang, string>;
type Topic = { slug: string; title: Text; excerpt: Text };

const TOPICS: readonly Topic[] = [
  { slug: 'scouting-tour-northeast', title: { pt: 'Turnê de seleção pelo Nordeste', en: 'Scouting tour of the Northeast', es: 'Gira de selección por el Nordeste' }, excerpt: { pt: 'Recife, Salvador e Fortaleza receberam nossa equipe de seleção.', en: 'Recife, Salvador and Fortaleza welcomed our scouting team.', es: 'Recife, Salvador y Fortaleza recibieron a nuestro equipo de selección.' } },
  { slug: 'how-to-build-a-portfolio', title: { pt: 'Como montar um portfólio', en: 'How to build a portfolio', es: 'Cómo armar un portafolio' }, excerpt: { pt: 'Poucas fotos, bem escolhidas, dizem mais do que um álbum inteiro.', en: 'A few well-chosen photos say more than a whole album.', es: 'Pocas fotos, bien elegidas, dicen más que un álbum entero.' } },
  { slug: 'first-casting-tips', title: { pt: 'Dicas para o seu primeiro casting', en: 'Tips for your first casting', es: 'Consejos para tu primer casting' }, excerpt: { pt: 'O que levar, o que vestir e como se preparar.', en: 'What to bring, what to wear and how to prepare.', es: 'Qué llevar, qué ponerte y cómo prepararte.' } },
  { slug: 'polaroids-why-they-matter', title: { pt: 'Polaroids: o que são e por que importam', en: 'Polaroids: what they are and why they matter', es: 'Polaroids: qué son y por qué importan' }, excerpt: { pt: 'Sem maquiagem, sem filtro: o retrato honesto que os clientes pedem.', en: 'No make-up, no filter: the honest portrait clients ask for.', es: 'Sin maquillaje, sin filtro: el retrato honesto que piden los clientes.' } },
  { slug: 'sao-paulo-fashion-week-recap', title: { pt: 'Resumo da São Paulo Fashion Week', en: 'São Paulo Fashion Week recap', es: 'Resumen de la São Paulo Fashion Week' }, excerpt: { pt: 'Doze desfiles, trinta modelos da casa e uma semana intensa.', en: 'Twelve shows, thirty of our models and one intense week.', es: 'Doce desfiles, treinta modelos de la casa y una semana intensa.' } },
  { slug: 'health-on-set', title: { pt: 'Saúde e bem-estar no set', en: 'Health and wellbeing on set', es: 'Salud y bienestar en el set' }, excerpt: { pt: 'Pausas, hidratação e limites claros fazem parte do trabalho.', en: 'Breaks, water and clear limits are part of the job.', es: 'Pausas, hidratación y límites claros forman parte del trabajo.' } },
  { slug: 'editorial-in-black-and-white', title: { pt: 'Editorial em preto e branco', en: 'An editorial in black and white', es: 'Editorial en blanco y negro' }, excerpt: { pt: 'Luz natural, película e nenhuma cor.', en: 'Natural light, film and no colour at all.', es: 'Luz natural, película y ningún color.' } },
  { slug: 'meet-our-bookers', title: { pt: 'Conheça nossos bookers', en: 'Meet our bookers', es: 'Conoce a nuestros bookers' }, excerpt: { pt: 'Quem cuida da agenda, dos contratos e das viagens.', en: 'The people behind schedules, contracts and travel.', es: 'Quienes cuidan la agenda, los contratos y los viajes.' } },
  { slug: 'international-placements-milan', title: { pt: 'Colocações internacionais: Milão', en: 'International placements: Milan', es: 'Colocaciones internacionales: Milán' }, excerpt: { pt: 'Três modelos da casa começam a temporada na Itália.', en: 'Three of our models start the season in Italy.', es: 'Tres modelos de la casa empiezan la temporada en Italia.' } },
  { slug: 'runway-workshop', title: { pt: 'Workshop de passarela', en: 'Runway workshop', es: 'Taller de pasarela' }, excerpt: { pt: 'Postura, ritmo e presença em um dia de treino.', en: 'Posture, rhythm and presence in one day of training.', es: 'Postura, ritmo y presencia en un día de entrenamiento.' } },
  { slug: 'curvy-board-grows', title: { pt: 'O casting curvy cresce', en: 'Our curvy board grows', es: 'Crece el casting curvy' }, excerpt: { pt: 'Mais diversidade de corpos nas campanhas do ano.', en: 'More body diversity in this year’s campaigns.', es: 'Más diversidad de cuerpos en las campañas del año.' } },
  { slug: 'actors-on-screen', title: { pt: 'Nossos atores nas telas', en: 'Our actors on screen', es: 'Nuestros actores en pantalla' }, excerpt: { pt: 'Séries, filmes e publicidade: a temporada dos atores da casa.', en: 'Series, films and commercials: our actors’ season.', es: 'Series, películas y publicidad: la temporada de los actores de la casa.' } },
  { slug: 'creative-collective', title: { pt: 'Coletivo criativo', en: 'The creative collective', es: 'Colectivo creativo' }, excerpt: { pt: 'Fotógrafos, stylists e diretores que trabalham conosco.', en: 'Photographers, stylists and directors who work with us.', es: 'Fotógrafos, estilistas y directores que trabajan con nosotros.' } },
  { slug: 'sustainable-fashion-shoot', title: { pt: 'Ensaio de moda sustentável', en: 'A sustainable fashion shoot', es: 'Sesión de moda sostenible' }, excerpt: { pt: 'Roupas de brechó, equipe local e zero desperdício.', en: 'Second-hand clothes, a local crew and zero waste.', es: 'Ropa de segunda mano, equipo local y cero desperdicio.' } },
  { slug: 'agency-open-day', title: { pt: 'Dia de portas abertas', en: 'Agency open day', es: 'Jornada de puertas abiertas' }, excerpt: { pt: 'Venha conhecer a agência e tirar suas dúvidas.', en: 'Come and meet the agency and ask your questions.', es: 'Ven a conocer la agencia y a resolver tus dudas.' } },
  { slug: 'travel-checklist', title: { pt: 'Checklist de viagem para modelos', en: 'A travel checklist for models', es: 'Lista de viaje para modelos' }, excerpt: { pt: 'Passaporte, book impresso e um bom par de sapatos.', en: 'Passport, printed book and a good pair of shoes.', es: 'Pasaporte, book impreso y un buen par de zapatos.' } },
  { slug: 'a-guide-to-digitals', title: { pt: 'Guia de digitais', en: 'A guide to digitals', es: 'Guía de digitales' }, excerpt: { pt: 'Frente, perfil, rosto e corpo inteiro: como fotografar.', en: 'Front, profile, face and full body: how to shoot them.', es: 'De frente, de perfil, rostro y cuerpo entero: cómo fotografiarlos.' } },
  { slug: 'a-season-in-tokyo', title: { pt: 'Temporada em Tóquio', en: 'A season in Tokyo', es: 'Temporada en Tokio' }, excerpt: { pt: 'Dois meses de trabalho e aprendizado no Japão.', en: 'Two months of work and learning in Japan.', es: 'Dos meses de trabajo y aprendizaje en Japón.' } },
  { slug: 'year-in-review-2025', title: { pt: 'Retrospectiva 2025', en: '2025 in review', es: 'Resumen de 2025' }, excerpt: { pt: 'Os trabalhos, as viagens e os novos rostos do ano.', en: 'The jobs, the travels and the new faces of the year.', es: 'Los trabajos, los viajes y los nuevos rostros del año.' } },
  { slug: 'our-new-website', title: { pt: 'Nosso novo site', en: 'Our new website', es: 'Nuestro nuevo sitio' }, excerpt: { pt: 'Mais rápido, mais simples e em dois idiomas.', en: 'Faster, simpler and in two languages.', es: 'Más rápido, más simple y en tres idiomas.' } },
  { slug: 'get-scouted-online', title: { pt: 'Seja descoberto online', en: 'Get scouted online', es: 'Postúlate en línea' }, excerpt: { pt: 'Quatro fotos e alguns dados bastam para se candidatar.', en: 'Four photos and a few details are all it takes to apply.', es: 'Cuatro fotos y algunos datos bastan para postularte.' } },
  { slug: 'beauty-campaign-lisbon', title: { pt: 'Campanha de beleza em Lisboa', en: 'A beauty campaign in Lisbon', es: 'Campaña de belleza en Lisboa' }, excerpt: { pt: 'Luz de inverno e ruas de pedra para uma marca de cosméticos.', en: 'Winter light and cobbled streets for a cosmetics brand.', es: 'Luz de invierno y calles empedradas para una marca de cosméticos.' } },
  { slug: 'model-safety-charter', title: { pt: 'Nossa carta de segurança', en: 'Our safety charter', es: 'Nuestra carta de seguridad' }, excerpt: { pt: 'Compromissos que assumimos com cada modelo da casa.', en: 'The commitments we make to every model we represent.', es: 'Los compromisos que asumimos con cada modelo de la casa.' } },
  { slug: 'summer-campaign-behind-the-scenes', title: { pt: 'Bastidores da campanha de verão', en: 'Behind the scenes of the summer campaign', es: 'Detrás de escena de la campaña de verano' }, excerpt: { pt: 'Três dias de praia, vento e muita luz.', en: 'Three days of beach, wind and plenty of light.', es: 'Tres días de playa, viento y mucha luz.' } },
  { slug: 'new-faces-2026', title: { pt: 'Novos rostos 2026', en: 'New faces 2026', es: 'Nuevos rostros 2026' }, excerpt: { pt: 'Conheça os talentos que chegaram à agência este ano.', en: 'Meet the talents who joined the agency this year.', es: 'Conoce a los talentos que llegaron a la agencia este año.' } },
];

/** Post with a YouTube embed the site's sanitiser must keep. */
export const VIDEO_POST_SLUG = 'actors-on-screen';
/** Post whose body carries a script, an onerror handler, a javascript: link and a foreign iframe. */
export const HOSTILE_POST_SLUG = 'agency-open-day';

const PARAGRAPHS: Record<Lang, readonly string[]> = {
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
  es: [
    'Cada temporada empieza mucho antes del primer clic. El equipo conversa con los clientes, revisa los books y prepara a cada modelo para lo que viene.',
    'Trabajamos con contratos claros, una agenda organizada y un acompañamiento cercano, desde la primera prueba hasta la campaña internacional.',
    'Nuestro equipo de bookers acompaña cada etapa y responde a las dudas de modelos, familias y clientes.',
  ],
};

const LIST_ITEMS: Record<Lang, readonly string[]> = {
  pt: ['Book atualizado', 'Polaroids recentes', 'Medidas conferidas', 'Agenda confirmada'],
  en: ['An up-to-date book', 'Recent polaroids', 'Checked measurements', 'A confirmed schedule'],
  es: ['Book actualizado', 'Polaroids recientes', 'Medidas comprobadas', 'Agenda confirmada'],
};

const HEADINGS: Record<Lang, readonly [string, string, string]> = {
  pt: ['O que aconteceu', 'O que levar', 'Próximos passos'],
  en: ['What happened', 'What to bring', 'Next steps'],
  es: ['Qué pasó', 'Qué llevar', 'Próximos pasos'],
};

const CAPTIONS: Record<Lang, string> = { pt: 'Foto de arquivo da agência.', en: 'Agency archive photo.', es: 'Foto de archivo de la agencia.' };
const SIGN_UP: Record<Lang, string> = { pt: 'Clique aqui para se inscrever', en: 'Click here to sign up', es: 'Haz clic aquí para inscribirte' };

function standardBody(topic: Topic, lang: Lang, index: number): string {
  const [first, second, third] = HEADINGS[lang];
  const paragraphs = PARAGRAPHS[lang];
  const landscape = `${STORAGE_PLACEHOLDER}/pool/landscape-${String((index % 6) + 1).padStart(2, '0')}.jpg`;
  const caption = CAPTIONS[lang];
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

function hostileBody(topic: Topic, lang: Lang): string {
  const click = SIGN_UP[lang];
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
  lang: Lang;
  title: string;
  excerpt: string;
  cover: string;
  publishedAt: string;
  body: string;
};

const FIRST_DATE = Date.UTC(2025, 0, 14, 12, 0, 0);
const DAY = 86_400_000;

/** 25 news posts in each of pt, en and es; id 1 is the oldest, id 25 ('new-faces-2026') the newest. */
export function buildPosts(): SeedPost[] {
  return TOPICS.flatMap((topic, index) => {
    const id = index + 1;
    const publishedAt = new Date(FIRST_DATE + index * 27 * DAY + (index % 3) * 3_600_000).toISOString().replace('.000Z', 'Z');
    const cover = `pool/cover-${String((index % 12) + 1).padStart(2, '0')}.jpg`;
    return (['pt', 'en', 'es'] as const).map((lang) => ({
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
