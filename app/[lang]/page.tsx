import { setRequestLocale } from 'next-intl/server';

export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const { lang } = await params;
  setRequestLocale(lang);
  return <h1 className="page-title">Home</h1>;
}
