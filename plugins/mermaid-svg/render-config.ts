/**
 * How each colour mode's SVG is drawn: Mermaid's own 'default' and 'dark' themes, with the few
 * changes the site's contrast checks (axe-core, both modes) need.
 */
import type { ColourMode } from './svg-markup';

/** The part of Mermaid's `MermaidConfig` used here (mermaid-isomorphic passes it to `initialize`). */
export interface MermaidConfig {
  theme: 'default' | 'dark';
  themeVariables?: Record<string, string>;
  fontFamily: string;
  deterministicIds: boolean;
}

const COMMON = {
  // Liberation Sans on the build machine, metric-compatible with the readers' Arial: labels are
  // measured at build time, so the font that draws them must be as wide as the one measured.
  fontFamily: 'arial,sans-serif',
  // The same SVG for the same source on every build (Mermaid otherwise numbers some ids by chance).
  deterministicIds: true,
} as const;

export const MERMAID_CONFIGS: Record<ColourMode, MermaidConfig> = {
  light: { ...COMMON, theme: 'default' },
  dark: {
    ...COMMON,
    theme: 'dark',
    // Edge labels in the dark theme are #ccc on #585858 (about 4:1); on #3a3a3a, 7:1.
    themeVariables: { edgeLabelBackground: '#3a3a3a' },
  },
};

/**
 * Everything a cached SVG depends on besides its source: the libraries that draw it, the mode's
 * configuration, and the cache format (bump it when the stored SVG changes shape).
 */
export function cacheSalt(mode: ColourMode, versions: { mermaid: string; mermaidIsomorphic: string }): string {
  return JSON.stringify({ format: 1, mode, ...versions, config: MERMAID_CONFIGS[mode] });
}
