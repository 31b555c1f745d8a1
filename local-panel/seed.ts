import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_TABLES, inTransaction, readMeta, writeMeta, type Db } from './db';
import { describePool, generateMedia, type PoolImage } from './media';
import { onMediaHost } from './media-host';
import { MEDIA_HOST_FACTS, SEED_IDENTITY } from './seed-identity';
import { STAFF } from './seed-people';
import { buildPosts } from './seed-posts';
import { buildTalents } from './seed-talents';
import { foldLetter } from '../lib/talents/letters';

/** Bump when the seed's content or media change, so existing data dirs are rebuilt. */
const SEED_VERSION = 4;
const MEDIA_MARKER = '.media-v2';

type Slide = { id: number; image_desktop: string; image_mobile: string; title?: string; link?: string };

function slideImages(index: number): { image_desktop: string; image_mobile: string } {
  const pool = describePool();
  const desktop = pool.slides.desktop[index] as PoolImage;
  const mobile = pool.slides.mobile[index] as PoolImage;
  return { image_desktop: desktop.file, image_mobile: mobile.file };
}

export function homeSlides(): Slide[] {
  const video = describePool().video;
  return [
    { id: 1, ...slideImages(0), title: 'Novos rostos', link: '/modelos/feminino' },
    { id: 2, image_desktop: video, image_mobile: video, title: 'Campanha de verão' },
    { id: 3, ...slideImages(1), title: 'Seja um modelo', link: '/seja-um-modelo' },
  ];
}

export function menuSlides(): Slide[] {
  const second = slideImages(3);
  return [
    { id: 1, ...slideImages(2) },
    // Served from the second origin, as a CDN would.
    { id: MEDIA_HOST_FACTS.menuSlideId, image_desktop: onMediaHost(second.image_desktop), image_mobile: onMediaHost(second.image_mobile) },
    { id: 3, ...slideImages(0) },
  ];
}

export const WEBSITE_TEXTS: readonly { key: string; value: Record<string, string> }[] = [
  { key: 'contact_phone', value: { pt: '+55 (11) 3456-7890', en: '+55 11 3456 7890' } },
  { key: 'contact_email', value: { pt: 'contato@agencia.example', en: 'contact@agencia.example' } },
  { key: 'contact_instagram', value: { pt: '@agencia.example' } },
  { key: 'contact_address', value: { pt: 'Rua Oscar Freire, 1200 — Jardins, São Paulo — SP, 01426-001', en: '1200 Oscar Freire Street — Jardins, São Paulo, Brazil' } },
  { key: 'footer_tagline', value: { en: 'Faces with a story.' } },
  // What the privacy notice states about the controller, its data protection officer and where the data is kept.
  { key: 'privacy_controller_name', value: { pt: 'Agência Example Modelos e Talentos Ltda.' } },
  { key: 'privacy_controller_registration', value: { pt: '12.345.678/0001-95' } },
  { key: 'privacy_controller_address', value: { pt: 'Rua Oscar Freire, 1200, sala 4 — Jardins, São Paulo — SP, 01426-001, Brasil' } },
  { key: 'privacy_dpo_name', value: { pt: 'Marina Duarte' } },
  { key: 'privacy_dpo_email', value: { pt: 'privacidade@agencia.example' } },
  { key: 'privacy_storage_country', value: { pt: 'Brasil', en: 'Brazil' } },
];

const WEBSITE_IMAGES: readonly { key: string; file: string }[] = [
  { key: 'about', file: 'pool/landscape-02.jpg' },
  { key: 'contact', file: 'pool/landscape-04.jpg' },
  { key: 'be_a_model', file: 'pool/portrait-07.jpg' },
  { key: 'panorama', file: 'pool/landscape-05.jpg' },
  { key: 'logo', file: SEED_IDENTITY.logo },
];

const CUSTOMIZATIONS: Record<string, string> = {
  primary_color: '#111111',
  background_color: '#ffffff',
  accent_color: '#7a7a7a',
  social_feed_widget: 'local-demo-feed',
  site_title: SEED_IDENTITY.title,
  site_provider_name: SEED_IDENTITY.providerName,
  site_provider_url: SEED_IDENTITY.providerUrl,
};

const SOCIAL_MEDIAS: readonly { name: string; url: string }[] = [
  { name: 'instagram', url: 'https://www.instagram.com/agencia.example/' },
  { name: 'tiktok', url: 'https://www.tiktok.com/@agencia.example' },
  { name: 'facebook', url: 'https://www.facebook.com/agencia.example' },
];

function writeContent(db: Db, talentCount: number): void {
  for (const table of CONTENT_TABLES) db.prepare(`DELETE FROM ${table}`).run();

  const insertTalent = db.prepare(
    'INSERT INTO talents (id, name, gender, letter, cover, categories, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const talent of buildTalents(talentCount)) {
    const { id, name, gender, cover: poolCover, categories, ...rest } = talent;
    const cover = id === MEDIA_HOST_FACTS.talentId ? onMediaHost(poolCover) : poolCover;
    insertTalent.run(id, name, gender, foldLetter(name), cover, `,${categories.join(',')},`, JSON.stringify({ categories, ...rest }));
  }

  const insertEntity = db.prepare('INSERT INTO entities (entity, id, position, data) VALUES (?, ?, ?, ?)');
  const entities: Record<string, readonly { id: number }[]> = {
    slides: homeSlides(),
    slidesmenu: menuSlides(),
    staff: STAFF,
  };
  for (const [entity, items] of Object.entries(entities)) {
    items.forEach((item, position) => insertEntity.run(entity, item.id, position, JSON.stringify(item)));
  }

  const insertText = db.prepare('INSERT INTO website_texts (key, position, value) VALUES (?, ?, ?)');
  WEBSITE_TEXTS.forEach((text, position) => insertText.run(text.key, position, JSON.stringify(text.value)));
  const insertImage = db.prepare('INSERT INTO website_images (key, position, file) VALUES (?, ?, ?)');
  WEBSITE_IMAGES.forEach((image, position) => insertImage.run(image.key, position, image.file));
  const insertCustomization = db.prepare('INSERT INTO customizations (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(CUSTOMIZATIONS)) insertCustomization.run(key, value);
  const insertSocial = db.prepare('INSERT INTO social_medias (name, position, url) VALUES (?, ?, ?)');
  SOCIAL_MEDIAS.forEach((social, position) => insertSocial.run(social.name, position, social.url));

  const insertPost = db.prepare(
    'INSERT INTO posts (id, type, lang, slug, title, excerpt, cover, published_at, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const post of buildPosts()) {
    insertPost.run(post.id, 'news', post.lang, post.slug, post.title, post.excerpt, post.cover, post.publishedAt, post.body);
  }
}

/**
 * Seeds content when the database is new or was seeded with other parameters, and draws the
 * media pool when the storage folder lacks it. Entries are never touched here.
 */
export async function ensureSeeded(db: Db, storageDir: string, talentCount: number): Promise<{ seeded: boolean }> {
  const signature = `v${SEED_VERSION}:talents=${talentCount}`;
  const marker = path.join(storageDir, MEDIA_MARKER);
  if (!existsSync(marker)) {
    await rm(path.join(storageDir, 'pool'), { recursive: true, force: true });
    await rm(path.join(storageDir, 'slides'), { recursive: true, force: true });
    await rm(path.join(storageDir, 'brand'), { recursive: true, force: true });
    await generateMedia(storageDir);
    await writeFile(marker, `${new Date().toISOString()}\n`);
  }
  if (readMeta(db, 'seed') === signature) return { seeded: false };
  inTransaction(db, () => {
    writeContent(db, talentCount);
    writeMeta(db, 'seed', signature);
  });
  return { seeded: true };
}
