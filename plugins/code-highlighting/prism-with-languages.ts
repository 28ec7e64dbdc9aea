/**
 * prism-react-renderer's Prism with `themeConfig.prism.additionalLanguages` registered, for
 * highlighting at build time. Prism's language files extend a global `Prism`, so it is mounted for
 * the time of the requires, as the classic theme's `prism-include-languages` does in the browser.
 */
import { Prism } from 'prism-react-renderer';

const registered = new Set<string>();

export function prismWithLanguages(additionalLanguages: readonly string[]): typeof Prism {
  const missing = additionalLanguages.filter((language) => !registered.has(language));
  if (missing.length === 0) return Prism;
  const global = globalThis as { Prism?: unknown };
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of missing) {
      // PHP's grammar builds on markup-templating, which is not a language of its own.
      if (language === 'php') require('prismjs/components/prism-markup-templating.js');
      require(`prismjs/components/prism-${language}`);
      registered.add(language);
    }
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
  return Prism;
}
