import { useState } from 'react';

/**
 * A course's cover picture, decorative (the title is beside it). A cover that fails to load steps
 * aside, so the gradient behind it shows instead of the browser's broken-image icon.
 */
export function CourseCover({ src, lazy = false }: { src: string; lazy?: boolean }) {
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) return null;
  return <img src={src} alt="" loading={lazy ? 'lazy' : undefined} onError={() => setFailed(src)} />;
}
