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
import userGuide from '@site/static/img/user-guide/screenshots.json';
import dashboardExtensions from '@site/static/img/dashboard-extensions/screenshots.json';
import styles from './styles.module.css';

type Manifest = Record<string, { width: number; height: number }>;

/** The folders under static/img that `npm run screenshots` fills, each with its manifest. */
const SETS: Record<ScreenshotSet, Manifest> = { 'user-guide': userGuide, 'dashboard-extensions': dashboardExtensions };

export type ScreenshotSet = 'user-guide' | 'dashboard-extensions';

export interface ScreenshotProps {
  /** The shot's name in scripts/screenshots/shots.ts (or scripts/dashboard-samples/shots.ts). */
  name: string;
  /** Which pictures: the user guide's screens (default) or the guides' Dashboard samples. */
  set?: ScreenshotSet;
  /** What the screenshot shows, for readers who cannot see it. */
  alt: string;
  /** A short caption under the image. */
  caption?: ReactNode;
  /** Load at once (the first image of a page, likely in view). */
  eager?: boolean;
}

export default function Screenshot({ name, alt, caption, eager = false, set = 'user-guide' }: ScreenshotProps): ReactNode {
  const size = SETS[set]?.[name];
  // A wrong name fails the build with this message instead of showing a broken image.
  if (!size) throw new Error(`Screenshot "${name}" is not in static/img/${set}/screenshots.json; add it to the shots of scripts/screenshots or scripts/dashboard-samples and run npm run screenshots`);
  const sources = {
    light: useBaseUrl(`/img/${set}/${name}-light.webp`),
    dark: useBaseUrl(`/img/${set}/${name}-dark.webp`),
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
