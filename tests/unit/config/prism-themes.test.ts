import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { themes } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme, withColours } from '../../../config/prism-themes';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function toHex(colour: string): string {
  const rgb = colour.match(/^rgb\((\d+), (\d+), (\d+)\)$/);
  return rgb ? `#${rgb.slice(1).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}` : colour.toLowerCase();
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(toHex(a)), luminance(toHex(b))].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}

const css = readFileSync(join(__dirname, '../../../src/css/custom.css'), 'utf8');
const lightHighlight = css.match(/:root \{[^}]*--docusaurus-highlighted-code-line-bg: (#[0-9a-f]{6});/)![1];

for (const [name, theme, highlight] of [
  ['light', lightCodeTheme, lightHighlight],
  ['dark', darkCodeTheme, undefined],
] as const) {
  test(`every token colour of the ${name} code theme reaches 4.5:1 on its background and highlighted lines`, () => {
    const backgrounds = [theme.plain.backgroundColor!, ...(highlight ? [highlight] : [])];
    const weak = theme.styles
      .filter((entry) => entry.style.color)
      .flatMap((entry) => backgrounds.map((bg) => ({ types: entry.types.join(','), bg, ratio: contrast(entry.style.color!, bg) })))
      .filter((entry) => entry.ratio < 4.5);
    assert.deepEqual(weak, []);
  });
}

test('withColours replaces only the listed colours and keeps other style keys', () => {
  const theme = withColours(themes.dracula, { 'rgb(189, 147, 249)': '#ffffff' });
  const keyword = theme.styles.find((entry) => entry.types.includes('keyword'))!;
  assert.deepEqual(keyword.style, { color: '#ffffff', fontStyle: 'italic' });
  assert.equal(theme.styles.find((entry) => entry.types.includes('comment'))!.style.color, 'rgb(98, 114, 164)');
});
