import { describe, expect, it } from 'vitest';
import { buildLocalizedPath, parseLocalizedPath, pathLocale, switchLocalePath, safeDecode } from '@/lib/i18n/paths';

describe('parseLocalizedPath', () => {
  // Every spelling the routing has, in every locale and either locale's words, and the old site's be_a_model.
  it.each([
    ['/modelos', '/models'],
    ['/en/models', '/models'],
    ['/sobre', '/about'],
    ['/en/about', '/about'],
    ['/contato', '/contact'],
    ['/panorama', '/panorama'],
    ['/es/seja-um-modelo', '/be-a-model'],
    ['/be_a_model', '/be-a-model'],
    ['/favoritos', '/favorites'],
    ['/en/news', '/news'],
    ['/noticias', '/news'],
    ['/seja-um-modelo/enviado', '/be-a-model/sent'],
    ['/en/contact/not-sent', '/contact/not-sent'],
    ['/contato/nao-enviado', '/contact/not-sent'],
    ['/contact', '/contact'],
    ['/en/contato', '/contact'],
    ['/seja-um-modelo', '/be-a-model'],
    ['/en/be-a-model', '/be-a-model'],
    ['/modelos/feminino', '/models/women'],
    ['/modelos/women', '/models/women'],
    ['/en/models/masculino', '/models/men'],
    ['/modelos/novos_rostos', '/models/new_faces'],
    ['/en/models/criancas', '/models/kids'],
  ])('reads %s as %s', (path, pathname) => {
    expect(parseLocalizedPath(path)?.pathname).toBe(pathname);
  });

  it('reads every board in either spelling', () => {
    const boards = ['feminino', 'women', 'masculino', 'men', 'atores', 'actors', 'novos_rostos', 'new_faces', 'internacional', 'international', 'curvy', 'talentos', 'talents', 'criativos', 'creative', 'criancas', 'kids'];
    for (const board of boards) expect(parseLocalizedPath(`/modelos/${board}`)?.pathname, board).toMatch(/^\/models\/[a-z_]+$/);
    expect(parseLocalizedPath('/modelos/feminino')?.pathname).toBe('/models/women');
    expect(parseLocalizedPath('/en/models/novos_rostos')?.pathname).toBe('/models/new_faces');
  });

  it('reads home in every accepted form', () => {
    for (const path of ['/', '/en', '/en/']) {
      expect(parseLocalizedPath(path)?.pathname).toBe('/');
    }
    expect(parseLocalizedPath('/en')?.locale).toBe('en');
    expect(parseLocalizedPath('/')?.locale).toBe('pt');
  });


  it('knows the pages a form sent without JavaScript ends on, in both spellings, and switches their language', () => {
    expect(parseLocalizedPath('/seja-um-modelo/enviado')).toEqual({ locale: 'pt', pathname: '/be-a-model/sent', params: {} });
    expect(parseLocalizedPath('/en/be-a-model/not-sent')?.pathname).toBe('/be-a-model/not-sent');
    expect(parseLocalizedPath('/contato/nao-enviado')?.pathname).toBe('/contact/not-sent');
    expect(parseLocalizedPath('/contato/enviado/x')).toBeNull();
    expect(parseLocalizedPath('/sobre/enviado')).toBeNull();
    expect(switchLocalePath('/contato/nao-enviado?reason=invalid&fields=email%3Aemail', 'en')).toBe(
      '/en/contact/not-sent?reason=invalid&fields=email%3Aemail',
    );
    expect(buildLocalizedPath('/be-a-model/sent', {}, 'en')).toBe('/en/be-a-model/sent');
  });

  it('keeps the id and name of a profile and the slug of a post', () => {
    expect(parseLocalizedPath('/modelos/12/ana-souza')).toEqual({
      locale: 'pt',
      pathname: '/models/[slug]/[name]',
      params: { slug: '12', name: 'ana-souza' },
    });
    expect(parseLocalizedPath('/en/news/new-faces-2026')?.params).toEqual({ slug: 'new-faces-2026' });
  });

  it('names no screen for unknown paths and languages', () => {
    expect(parseLocalizedPath('/fr/models')).toBeNull();
    expect(parseLocalizedPath('/nothing-here')).toBeNull();
    expect(parseLocalizedPath('/sobre/extra')).toBeNull();
    expect(parseLocalizedPath('/modelos/12/ana/extra')).toBeNull();
  });
});

describe('pathLocale (the language of a 404)', () => {
  // The first segment when it names a locale, else Portuguese.
  it.each([
    ['/en/does-not-exist', 'en'],
    ['/es', 'es'],
    ['/pt/sobre', 'pt'],
    ['/nao-existe?x=1', 'pt'],
    ['/fr/models', 'pt'],
    ['/EN/models', 'pt'],
    ['/', 'pt'],
  ])('reads %s as %s', (path, locale) => {
    expect(pathLocale(path)).toBe(locale);
  });
});

describe('buildLocalizedPath', () => {
  it('writes Portuguese without a prefix and English under /en', () => {
    expect(buildLocalizedPath('/models/women', {}, 'pt')).toBe('/modelos/feminino');
    expect(buildLocalizedPath('/models/women', {}, 'en')).toBe('/en/models/women');
    expect(buildLocalizedPath('/', {}, 'pt')).toBe('/');
    expect(buildLocalizedPath('/', {}, 'en')).toBe('/en');
  });
});

describe('switchLocalePath', () => {
  // The current path in the other language, parameters included.
  it.each([
    ['/modelos/feminino', 'en', '/en/models/women'],
    ['/en/models/women', 'pt', '/modelos/feminino'],
    ['/modelos/12/ana-souza', 'en', '/en/models/12/ana-souza'],
    ['/en/contact', 'pt', '/contato'],
    ['/favoritos?ids=1,2', 'en', '/en/favorites?ids=1,2'],
    ['/en', 'pt', '/'],
  ] as const)('rewrites %s in %s as %s', (path, locale, expected) => {
    expect(switchLocalePath(path, locale)).toBe(expected);
  });

  it('falls back to the home of the target language for an unknown path', () => {
    expect(switchLocalePath('/nowhere', 'en')).toBe('/en');
  });
});

describe('safeDecode', () => {
  it('decodes percent escapes and keeps a malformed segment as it came', () => {
    expect(safeDecode('%C3%A9lise-dubois')).toBe('élise-dubois');
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
