/**
 * The TypeScript part of a "What changed" page: per package (in the reference's package order), per
 * reference category, one list item per change, each linked to its entry in this site's reference.
 */
import { sectionTitles } from '../../config/reference-packages';
import { categoryLabel, categoryLocation } from '../typescript/slugs';
import { escapeInline } from '../typescript/mdx-escape';
import { codeSpan, countOf, link } from './markdown';
import type { ChangeKind, TsChange } from './types';
import { kindLabels } from '../typescript/render-declaration';

const KIND_LABEL: Record<ChangeKind, string> = { added: 'Added', removed: 'Removed', changed: 'Changed', deprecated: 'Deprecated' };
const ORDER: Record<ChangeKind, number> = { removed: 0, changed: 1, deprecated: 2, added: 3 };

/** "Core Plugins › EmailPlugin", "TypeScript API › Orders". */
export function categoryTitle(change: Pick<TsChange, 'category' | 'section'>): string {
  const location = categoryLocation(change.category, change.section);
  return [sectionTitles[location.section], ...location.segments.map((s) => categoryLabel(s, true))].join(' › ');
}

function label(change: TsChange): string {
  if (change.kind !== 'changed') return KIND_LABEL[change.kind];
  if (change.aspect === 'default') return 'Default changed';
  if (change.aspect === 'undeprecated') return 'No longer deprecated';
  return 'Changed';
}

function subject(change: TsChange): string {
  const name = change.member === undefined ? change.declaration : `${change.declaration}.${change.member.replace(/^static /, '')}`;
  const what = change.member === undefined ? kindLabels[change.declarationKind] : change.memberKind === 'enum-member' ? 'enum member' : change.memberKind!.replace('-', ' ');
  return `${link(codeSpan(name), change.href)} (${what})`;
}

/** `: adds `channelId?: ID``, for a signature whose parameters changed by name. */
function parameterSummary(change: TsChange): string {
  const p = change.parameters;
  if (!p) return '';
  const list = (items: string[]) => items.map(codeSpan).join(', ');
  return `: ${[p.added.length && `adds ${list(p.added)}`, p.removed.length && `removes ${list(p.removed)}`].filter(Boolean).join('; ')}`;
}

function item(change: TsChange): string {
  const head = `- **${label(change)}** ${subject(change)}${parameterSummary(change)}`;
  const lines = [change.kind === 'deprecated' && change.note ? `${head}: ${escapeInline(change.note)}` : head];
  const showBoth = change.kind === 'changed' && change.aspect !== 'undeprecated';
  if (showBoth) lines.push(`  - before: ${change.before === undefined ? 'none' : codeSpan(change.before)}`, `  - after: ${change.after === undefined ? 'none' : codeSpan(change.after)}`);
  else if (change.kind === 'added' && change.after && change.member !== undefined) lines.push(`  - ${codeSpan(change.after)}`);
  else if (change.kind === 'removed' && change.before && change.member !== undefined) lines.push(`  - was ${codeSpan(change.before)}`);
  return lines.join('\n');
}

function compare(a: TsChange, b: TsChange): number {
  return (
    a.declaration.localeCompare(b.declaration, 'en') ||
    (a.member === undefined ? -1 : 0) - (b.member === undefined ? -1 : 0) ||
    ORDER[a.kind] - ORDER[b.kind] ||
    (a.member ?? '').localeCompare(b.member ?? '', 'en')
  );
}

export function typescriptSection(changes: TsChange[], packageOrder: string[], anchorPrefix: string): string {
  if (changes.length === 0) return 'No documented declaration, member, signature or default changed.\n';
  const parts: string[] = [];
  const packages = [...new Set(changes.map((c) => c.packageName))].sort((a, b) => packageOrder.indexOf(a) - packageOrder.indexOf(b));
  for (const pkg of packages) {
    const own = changes.filter((c) => c.packageName === pkg);
    const id = `${anchorPrefix}${pkg.replace(/^@/, '').replace(/[^a-z0-9]+/g, '-')}`;
    parts.push(`### ${escapeInline(pkg)} {#${id}}`, '', `${countOf(own.length, 'change')}.`, '');
    const categories = [...new Set(own.map(categoryTitle))].sort((a, b) => a.localeCompare(b, 'en'));
    for (const category of categories) {
      parts.push(`#### ${escapeInline(category)}`, '', ...own.filter((c) => categoryTitle(c) === category).sort(compare).map(item), '');
    }
  }
  return parts.join('\n');
}
