export const dynamic = 'force-static';

export default function BaselinePage() {
  return (
    <main>
      <h1>Baseline</h1>
    </main>
  );
}
