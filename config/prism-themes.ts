/**
 * Code block colours. The stock GitHub (light) and Dracula (dark) themes have several token colours
 * below the WCAG AA contrast ratio of 4.5:1 on their own backgrounds (comments, strings, keywords),
 * which axe-core reports as serious. These are the same themes with those colours darkened or
 * lightened just enough; every replacement was measured against the theme background.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

export function withColours(base: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...base,
    styles: base.styles.map((entry) => {
      const colour = entry.style.color;
      return colour && replacements[colour] ? { ...entry, style: { ...entry.style, color: replacements[colour] } } : entry;
    }),
  };
}

/**
 * GitHub on #f6f8fa; ratios after the change in comments. Highlighted lines use #e6ecf2
 * (src/css/custom.css), where every colour still reaches 4.5:1.
 */
export const lightCodeTheme = withColours(themes.github, {
  '#999988': '#57606a', // comments 2.71 → 6.00
  '#e3116c': '#b3005a', // strings 4.32 → 6.44
  '#36acaa': '#166866', // numbers, properties 2.58 → 6.15
  '#00a4db': '#005f88', // keywords 2.69 → 6.59
  '#d73a49': '#b31d28', // functions, tags 4.30 → 6.32
});

/** Dracula on #282a36. */
export const darkCodeTheme = withColours(themes.dracula, {
  'rgb(98, 114, 164)': '#8b9bd0', // comments 3.0 → 5.22
});
