import { describe, expect, it } from 'vitest';
import { ALL_CONTENT_TAG, isKnownTag, tags } from '@/lib/api/tags';

describe('cache tags', () => {
  it('knows every tag the getters put on their reads', () => {
    const used = [
      ALL_CONTENT_TAG,
      tags.talents,
      tags.talent(12),
      tags.attributes,
      tags.entity('slides'),
      tags.entity('slidesmenu'),
      tags.entity('staff'),
      tags.slides('home'),
      tags.texts,
      tags.images,
      tags.customizations,
      tags.socials,
      tags.posts('news'),
      tags.post('news', 'new-faces-2026'),
    ];

    expect(used.filter((tag) => !isKnownTag(tag))).toEqual([]);
  });

  it('rejects tags no read carries', () => {
    for (const tag of ['', 'everything', 'talent:abc', 'talent:0', 'entity:users', 'post:news', 'posts:', 'posts:a b', '_N_T_/']) {
      expect(isKnownTag(tag), tag).toBe(false);
    }
  });
});
