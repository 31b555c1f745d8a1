import { getLocale, getTranslations } from 'next-intl/server';
import { paperFor, type Paper } from '@/lib/talents/compcard/layout';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import type { TalentProfile } from '@/lib/api/types';
import { boardPathname, genderBoardKey } from '@/lib/roster/boards';
import { galleryTabs, snapPhotos } from '@/lib/roster/gallery';
import { ageFrom } from '@/lib/talents/age';
import { isMinor } from '@/lib/talents/casting';
import type { Measurement } from '@/lib/talents/measurements';
import { videoEmbedUrl } from '@/lib/talents/video';
import { BackLink } from './back-link';
import { CastingFacts, DigitalsTaken, TalentWhereabouts } from './casting-details';
import type { VideoSlideData } from './gallery-slider';
import { MeasurementsPanel } from './measurements-panel';
import { ProfileGallery } from './profile-gallery';
import styles from './profile-view.module.css';

type Props = {
  profile: TalentProfile;
  metric: Measurement[];
  imperial: Measurement[];
  jsonLd: string;
};

const PAPER_NAMES: Record<Paper, string> = { a4: 'A4', letter: 'US Letter' };

export async function ProfileView({ profile, metric, imperial, jsonLd }: Props) {
  const t = await getTranslations('Profile');
  const locale = await getLocale();
  // The card comes on the paper of the page's language; the other one is a click away.
  const otherPaper: Paper = paperFor(locale) === 'a4' ? 'letter' : 'a4';
  const tRoster = await getTranslations('Roster');
  const today = new Date();
  const age = ageFrom(profile.birthdate, today);
  const minor = isMinor(age, profile.categories);
  const videos: VideoSlideData[] = profile.video.flatMap((video) => {
    const url = videoEmbedUrl(video);
    return url ? [{ provider: video.provider, url, still: profile.cover }] : [];
  });
  const snap = snapPhotos(profile);
  const tabs = galleryTabs({ book: profile.book, snap, polaroids: [], video: videos }, { digitalsDated: (profile.digitalSets?.length ?? 0) > 0 });
  const boardKey = genderBoardKey(profile.gender);
  const favorite = { id: profile.id, name: profile.name, gender: profile.gender, cover: profile.cover };

  return (
    <article className={`container ${styles.profile}`}>
      <div className={styles.bar}>
        <BackLink talentId={profile.id} fallback={boardPathname(boardKey) as '/models/women' | '/models/men'} />
      </div>
      <div className={styles.layout}>
        <header className={styles.intro}>
          <p className="eyebrow">{tRoster(`boards.${boardKey}`)}</p>
          <h1 className={styles.name}>{profile.name}</h1>
          {age !== null ? <p className={styles.age}>{t('age', { age })}</p> : null}
          <TalentWhereabouts location={profile.location} today={today} minor={minor} />
          <FavoriteToggle talent={favorite} variant="profile" className={styles.favorite} />
        </header>
        <div className={styles.gallery}>
          <ProfileGallery name={profile.name} tabs={tabs} book={profile.book} snap={snap} videos={videos} />
          <DigitalsTaken profile={profile} today={today} />
        </div>
        <div className={styles.measures}>
          <MeasurementsPanel metric={metric} imperial={imperial} />
          <CastingFacts profile={profile} minor={minor} showMeasuredAt={metric.length > 0} />
          <p className={styles.compCard}>
            {/* Plain links: the browser opens or saves the PDF itself, with or without script. */}
            <a href={`/api/comp-card/${locale}?ids=${profile.id}`} className={styles.compCardLink} title={t('compCardTitle', { name: profile.name })}>
              {t('compCard')}
            </a>
            <a href={`/api/comp-card/${locale}?ids=${profile.id}&paper=${otherPaper}`} className={styles.compCardOther}>
              {t('compCardOther', { paper: PAPER_NAMES[otherPaper] })}
            </a>
          </p>
        </div>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </article>
  );
}
