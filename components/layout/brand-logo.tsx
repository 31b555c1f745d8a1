'use client';

import { useEffect, useRef, useState } from 'react';

type Props = {
  /** Absolute URL of the panel's logo image. */
  src: string;
  /** The site title: the image's alternative text, and what shows when the image cannot load. */
  title: string;
  className?: string;
};

/**
 * The agency's logo from the panel, or its title in text when the image fails. Sized by CSS (height
 * fixed, width from the image), since the panel does not say how large the file is.
 */
export function BrandLogo({ src, title, className }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // An error before hydration fires no React handler: a finished image with no pixels has failed.
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return <>{title}</>;
  return (
    // <picture> keeps React from hoisting a preload for the logo ahead of the home's first slide (the LCP).
    <picture>
      {/* Plain <img>: the optimizer needs the intrinsic size up front, and a logo is small. */}
      <img ref={ref} src={src} alt={title} className={className} decoding="async" onError={() => setFailed(true)} />
    </picture>
  );
}
