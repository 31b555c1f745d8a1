import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ANSWER_ERRORS, type AnswerError } from '@/components/package/answer-section';
import { HOLD_PAGE_ERRORS, type HoldPageError } from '@/components/package/hold-section';
import { PackageExpired } from '@/components/package/package-expired';
import { PackageView } from '@/components/package/package-view';
import { PinPrompt } from '@/components/package/pin-prompt';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { PIN_COOKIE } from '@/lib/packages/access';
import { askedHoldFrom } from '@/lib/packages/hold-rules';
import { openPackage } from '@/lib/packages/open';
import { ALL_TALENTS_PARAM, pickedFrom } from '@/lib/packages/talent-parts';
import { isPackageToken, type PackageRead } from '@/lib/packages/types';

// Per request, for one client: never prerendered, never in the page cache (the proxy adds
// `Cache-Control: private, no-store`, `X-Robots-Tag: noindex` and `Referrer-Policy: same-origin`).
export const dynamic = 'force-dynamic';

async function read(token: string): Promise<{ result: Exclude<PackageRead, { kind: 'missing' }> }> {
  if (!isPackageToken(token)) notFound();
  // Only a PIN the site sealed is used here: the proxy tested (and counted) any other before this render.
  const opening = await openPackage(token, (await cookies()).get(PIN_COOKIE)?.value, null);
  const result: PackageRead = opening.kind === 'read' ? opening.read : { kind: 'pin_required' };
  // The proxy answers unknown and revoked tokens itself; one revoked since is the same 404.
  if (result.kind === 'missing') notFound();
  return { result: result as Exclude<PackageRead, { kind: 'missing' }> };
}

function one(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

function known<T extends string>(list: readonly T[], value: string): T | null {
  return (list as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * What the client's browser needs of the messages: the unit switch's and the viewer's words, the
 * answer's and the hold request's outcomes (the forms themselves are the server's HTML).
 */
const CLIENT_KEYS = {
  Profile: ['metric', 'imperial', 'metricLabel', 'imperialLabel', 'viewer', 'viewerCount', 'viewerHint', 'previousPhoto', 'nextPhoto', 'zoomIn', 'zoomOut', 'closeViewer'],
  Package: ['units', 'photoAlt', 'error', 'hold.sentTitle', 'hold.sent', 'hold.sentAnother', 'hold.invalid', 'hold.error'],
} as const;

export async function generateMetadata({ params }: PageProps<'/[lang]/package/[token]'>): Promise<Metadata> {
  const { lang, token } = await params;
  const locale = pageLocale(lang);
  const { result } = await read(token);
  const t = await getTranslations({ locale, namespace: 'Package' });
  const title =
    result.kind === 'ok' ? result.pkg.title : result.kind === 'expired' ? t('expiredTitle') : result.kind === 'unavailable' ? t('eyebrow') : t('pinTitle');
  // No canonical and no hreflang: a package is one client's page, never indexed, never linked to another.
  return { title, robots: { index: false, follow: false, nocache: true }, referrer: 'same-origin' };
}

export default async function PackagePage({ params, searchParams }: PageProps<'/[lang]/package/[token]'>) {
  const { lang, token } = await params;
  const locale = pageLocale(lang);
  setRequestLocale(locale);
  const [{ result }, query] = await Promise.all([read(token), searchParams]);
  if (result.kind === 'expired') return <PackageExpired expiresAt={result.expiresAt} locale={locale} />;
  if (result.kind === 'pin_required' || result.kind === 'pin_invalid') {
    const problem = one(query.pin);
    return <PinPrompt token={token} locale={locale} problem={problem === 'wrong' || problem === 'limited' ? problem : null} />;
  }
  if (result.kind === 'unavailable') {
    const t = await getTranslations('Package');
    return (
      <section className="container" style={{ padding: '96px var(--gutter)' }}>
        <h1 className="page-title">{t('unavailable')}</h1>
      </section>
    );
  }
  const inPackage = new Set(result.pkg.talents.map((talent) => talent.id));
  const sent = pickedFrom(one(query.sent), inPackage);
  const asked = askedHoldFrom({ held: one(query.held), from: one(query.from), to: one(query.to) });
  const chosen = Number(one(query.hold));
  const hold = {
    asked: asked && inPackage.has(asked.talentId) ? asked : null,
    error: known<HoldPageError>(HOLD_PAGE_ERRORS, one(query.hold_error)),
    chosen: inPackage.has(chosen) ? chosen : null,
  };
  return (
    <ClientMessages namespaces={['Profile', 'Package']} keys={CLIENT_KEYS}>
      <PackageView pkg={result.pkg} locale={locale} sent={sent} error={known<AnswerError>(ANSWER_ERRORS, one(query.error))} hold={hold} all={one(query[ALL_TALENTS_PARAM]) === '1'} />
    </ClientMessages>
  );
}
