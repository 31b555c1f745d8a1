'use client';

/** The 404 screen's "Return": the one part of the error screen that needs the page's script. */
export function HistoryBackButton({ className, label }: { className?: string; label: string }) {
  return (
    <button type="button" className={className} onClick={() => window.history.back()}>
      {label}
    </button>
  );
}
