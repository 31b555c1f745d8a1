import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/config/env';
import { isVideoFile, resolveMediaUrl } from '@/lib/talents/media';
import { cachedRead } from './cached';
import { request } from './client';
import { slideSchema, slidesResponseSchema } from './schemas';
import { tags } from './tags';
import type { Slide, SlideMedia } from './types';

export type SlideEntity = 'slides' | 'slidesmenu';

function toMedia(file: string | null): SlideMedia | null {
  const url = resolveMediaUrl(file, env.PANEL_URL);
  return url ? { url, isVideo: isVideoFile(file) } : null;
}

function toSlides(items: z.output<typeof slideSchema>[]): Slide[] {
  const slides: Slide[] = [];
  for (const item of items) {
    const desktop = toMedia(item.image_desktop);
    const mobile = toMedia(item.image_mobile);
    // A slide uploaded for one screen size only is shown on both rather than left blank.
    const either = desktop ?? mobile;
    if (!either) continue;
    const slide: Slide = { id: item.id, desktop: either, mobile: mobile ?? either };
    if (item.title) slide.title = item.title;
    if (item.link) slide.link = item.link;
    slides.push(slide);
  }
  return slides;
}

/** The home (`slides`) or menu (`slidesmenu`) slideshow from the panel's entities. */
export function getEntitySlides(entity: SlideEntity): Promise<Slide[]> {
  return cachedRead(['entity', entity], [tags.entity(entity)], async () => {
    const { data } = await request('panel', `/api/entities/${entity}`, { schema: slidesResponseSchema });
    return toSlides(data);
  });
}
