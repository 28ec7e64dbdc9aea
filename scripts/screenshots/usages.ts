/**
 * The screenshots a page uses: every `<Screenshot name="…" alt="…" />` of an MDX source, with its
 * line. Read by the unit test that checks each one exists in both modes and says what it shows.
 */
export interface ScreenshotUsage {
  line: number;
  name?: string;
  alt?: string;
  /** The picture's set (`set="dashboard-extensions"`), only when the page names one. */
  set?: string;
}

export function screenshotUsages(source: string): ScreenshotUsage[] {
  const usages: ScreenshotUsage[] = [];
  for (const match of source.matchAll(/<Screenshot\b([^>]*?)\/?>/gs)) {
    const attributes = match[1];
    const read = (key: string) => new RegExp(`\\b${key}="([^"]*)"`).exec(attributes)?.[1];
    const set = read('set');
    usages.push({ line: source.slice(0, match.index).split('\n').length, name: read('name'), alt: read('alt'), ...(set ? { set } : {}) });
  }
  return usages;
}
