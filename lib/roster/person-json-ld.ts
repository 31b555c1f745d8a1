type PersonInput = {
  name: string;
  url: string;
  image: string | null;
  gender: 'woman' | 'man' | null;
  description: string;
  /** Metric height as shown on the profile ('178'), if any. */
  heightCm: string | null;
  organization: { name: string; url: string };
  /** The agency that discovered the talent, when this one places them. */
  motherAgency?: { name: string; url: string | null } | null;
  /** The talent's own profiles elsewhere (their Instagram). */
  sameAs?: readonly string[];
};

/** schema.org Person for a profile page. */
export function personJsonLd({ name, url, image, gender, description, heightCm, organization, motherAgency, sameAs = [] }: PersonInput) {
  const height = heightCm && /^\d+(?:\.\d+)?$/.test(heightCm) ? Number(heightCm) : null;
  const agency = { '@type': 'Organization', name: organization.name, url: organization.url };
  const mother = motherAgency ? { '@type': 'Organization', name: motherAgency.name, ...(motherAgency.url ? { url: motherAgency.url } : {}) } : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name,
    url,
    description,
    ...(image ? { image } : {}),
    ...(gender ? { gender: gender === 'woman' ? 'Female' : 'Male' } : {}),
    ...(height ? { height: { '@type': 'QuantitativeValue', value: height, unitCode: 'CMT' } } : {}),
    affiliation: mother ? [agency, mother] : agency,
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so a name can never close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
