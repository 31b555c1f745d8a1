import { describe, expect, it } from 'vitest';
import { openNoticeSeal, sealNoticeVersion } from '@/lib/privacy/seal';

const VERSION = '0123456789abcdef';

describe('the notice version a form carries back, sealed', () => {
  it('opens to the version the page printed, in the language it was printed in', () => {
    expect(openNoticeSeal(sealNoticeVersion(VERSION, 'pt'), 'pt')).toBe(VERSION);
    expect(openNoticeSeal(sealNoticeVersion(VERSION, 'es'), 'es')).toBe(VERSION);
  });

  it('opens to nothing for another language, another version under the same signature, or anything not sealed by the site', () => {
    const seal = sealNoticeVersion(VERSION, 'pt');
    expect(openNoticeSeal(seal, 'en')).toBeNull();
    expect(openNoticeSeal(`fedcba9876543210.${seal.split('.')[1]}`, 'pt')).toBeNull();
    expect(openNoticeSeal(`${VERSION}.${'A'.repeat(43)}`, 'pt')).toBeNull();
    for (const value of [undefined, '', VERSION, `${seal}.x`, `${seal.slice(0, -1)}`, '../../etc/passwd']) expect(openNoticeSeal(value, 'pt')).toBeNull();
  });
});
