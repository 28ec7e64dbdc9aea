/**
 * Every URL of the framework's published docs site must answer here: with its page, or with a
 * redirect page (written by @docusaurus/plugin-client-redirects) whose target is a page of the build.
 * URLs whose content has not arrived yet are listed in config/redirects.ts with the issue that brings
 * them; any other URL that does not answer fails the check.
 */
import { emptyOutcome, type CheckOutcome } from './outcome';
import { resolvePath } from './site-links';

export type PublishedUrlAnswer =
  | { url: string; kind: 'page'; file: string }
  | { url: string; kind: 'redirect'; file: string; target: string; targetFile?: string }
  | { url: string; kind: 'missing' };

export interface BuildFiles {
  /** Every file of the build as a URL path: "/guides/x/index.html". */
  files: Set<string>;
  read: (file: string) => string;
}

/** The target of a static redirect page (`<meta http-equiv="refresh" content="0; url=...">`). */
export function redirectTarget(html: string): string | undefined {
  const match = /<meta\s+http-equiv=["']refresh["']\s+content=["']\d+;\s*url=([^"']+)["']/i.exec(html);
  return match?.[1];
}

/** The build file a URL (query and fragment ignored) is served from, by the link check's rules. */
export function fileForPath(path: string, files: Set<string>): string | undefined {
  return resolvePath(decodeURI(path.split(/[?#]/)[0]), files);
}

export function answerPublishedUrl(url: string, build: BuildFiles): PublishedUrlAnswer {
  const file = fileForPath(url, build.files);
  if (!file) return { url, kind: 'missing' };
  const target = file.endsWith('.html') ? redirectTarget(build.read(file)) : undefined;
  if (target === undefined) return { url, kind: 'page', file };
  const targetFile = fileForPath(target, build.files);
  return { url, kind: 'redirect', file, target, targetFile };
}

export function checkPublishedUrls(urls: readonly string[], build: BuildFiles, notYet: ReadonlyMap<string, string> = new Map()): CheckOutcome {
  const outcome = emptyOutcome('published URLs answer');
  const counts = { page: 0, redirect: 0, notYet: 0 };
  for (const url of urls) {
    const answer = answerPublishedUrl(url, build);
    if (answer.kind === 'page' || (answer.kind === 'redirect' && answer.targetFile)) {
      counts[answer.kind]++;
      outcome.passed++;
    } else if (answer.kind === 'missing' && notYet.has(url)) {
      counts.notYet++;
      outcome.notes.push(`not yet: ${url} (${notYet.get(url)})`);
    } else {
      outcome.failed++;
      const message = answer.kind === 'redirect' ? `redirects to ${answer.target}, which is not a page of the build` : 'no page and no redirect answers it';
      outcome.problems.push({ where: url, message });
    }
  }
  outcome.notes.unshift(`published URLs: ${urls.length} (page ${counts.page}, redirect ${counts.redirect}, not yet ${counts.notYet})`);
  return outcome;
}
