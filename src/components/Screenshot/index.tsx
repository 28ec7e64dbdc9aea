/**
 * A screenshot of the Dashboard in the reader's colour mode, for the user guide. The images are taken
 * from a running shop by `npm run screenshots` (scripts/screenshots), one per mode; the theme's
 * ThemedImage renders both in the server HTML and lets CSS show the one of the current mode, so the
 * right image shows without JavaScript and with no flash. Width and height come from the manifest
 * the script writes, so the page does not jump when an image arrives; images below the fold load
 * lazily (pass `eager` for the first one of a page).
 */
import useBaseUrl from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import type { ReactNode } from 'react';
import manifest from '@site/static/img/user-guide/screenshots.json';
import styles from './styles.module.css';

type Manifest = Record<string, { width: number; height: number }>;

export interface ScreenshotProps {
  /** The shot's name in scripts/screenshots/shots.ts. */
  name: string;
  /** What the screenshot shows, for readers who cannot see it. */
  alt: string;
  /** A short caption under the image. */
  caption?: ReactNode;
  /** Load at once (the first image of a page, likely in view). */
  eager?: boolean;
}

export default function Screenshot({ name, alt, caption, eager = false }: ScreenshotProps): ReactNode {
  const size = (manifest as Manifest)[name];
  // A wrong name fails the build with this message instead of showing a broken image.
  if (!size) throw new Error(`Screenshot "${name}" is not in static/img/user-guide/screenshots.json; add it to scripts/screenshots/shots.ts and run npm run screenshots`);
  const sources = {
    light: useBaseUrl(`/img/user-guide/${name}-light.webp`),
    dark: useBaseUrl(`/img/user-guide/${name}-dark.webp`),
  };
  return (
    <figure className={styles.figure}>
      <ThemedImage
        className={styles.image}
        alt={alt}
        sources={sources}
        width={size.width}
        height={size.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
