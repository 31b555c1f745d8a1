import { describe, expect, it } from 'vitest';
import { endpointTemplate } from '@/lib/observability/endpoint';

describe('endpointTemplate', () => {
  it.each([
    ['/api/talent/123', '/api/talent/:id'],
    ['/api/talents', '/api/talents'],
    ['/api/talents?page=2&gender=woman', '/api/talents'],
    ['/api/talent/profile', '/api/talent/profile'],
    ['/api/website-texts', '/api/website-texts'],
    ['/api/entities/slidesmenu', '/api/entities/slidesmenu'],
    ['/api/slides/campaign%20summer', '/api/slides/:type'],
    ['/api/posts/news/pt', '/api/posts/:type/:locale'],
    ['/api/posts/news/en/a-very-private-slug', '/api/posts/:type/:locale/:slug'],
    ['/api/entry/contact/send', '/api/entry/contact/send'],
    ['/api/entry/get-scouted/send', '/api/entry/get-scouted/send'],
    ['/api/download/zip', '/api/download/zip'],
    ['/api/things/9f1c2b7e-0000-4000-8000-000000000000/photos/77', '/api/things/:param/photos/:id'],
    ['/api/search/Maria%20Souza', '/api/search/:param'],
    ['/api/user/marina@example.com', '/api/user/:param'],
  ])('%s → %s', (path, template) => {
    expect(endpointTemplate(path)).toBe(template);
  });
});
