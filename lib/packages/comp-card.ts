import type { CardProfile } from '@/lib/talents/compcard/render';
import type { ClientPackage } from './types';

// As the favourites' cards: a longer package is offered whole on the page, its cards the first ones.
export const MAX_CARDS = 60;

/** The package's talents as the comp card draws them: the first chosen photo as the cover, the others as the book, the booker's note. */
export function cardProfiles(pkg: ClientPackage): CardProfile[] {
  return pkg.talents.slice(0, MAX_CARDS).map((talent) => ({
    id: talent.id,
    name: talent.name,
    gender: talent.gender,
    cover: talent.photos[0]?.file ?? talent.cover,
    cover2: null,
    birthdate: null,
    ...talent.measurements,
    categories: [],
    skills: [],
    book: talent.photos.slice(1),
    snap: [],
    polaroids: [],
    video: [],
    note: talent.note,
  }));
}
