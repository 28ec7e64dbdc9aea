/**
 * Adds to the parsed declarations of a package what only its compiled JavaScript knows (see
 * compiled-members.ts and source-lines.ts): column defaults, `@Calculated()` members and Angular
 * input initializers on the members, and the source line of each declaration.
 */
import { readDecoratedMembers, readFieldInitializers, type CompiledMembers } from './compiled-members';
import type { SourceMap } from 'node:module';
import { bundledSources, compiledDeclarationLines, declarationLines, isSameSource, readSourceMap } from './source-lines';
import type { CompiledFile, DocDeclaration, InputFile, InputPackage, Warning } from './types';

/** Parses each compiled file once, however many declarations it holds. */
class PackageOutput {
  private decorated = new Map<InputFile, CompiledMembers>();
  private emittedLines = new Map<InputFile, Map<string, number>>();
  private sourceLines = new Map<string, Map<string, number>>();
  private initializers?: Map<string, Map<string, string>>;
  private sources?: Map<string, string>;

  constructor(
    private readonly pkg: InputPackage,
    private readonly warnings: Warning[],
  ) {}

  /** A file's source map; one that cannot be read is reported (its declarations then link without a line). */
  private sourceMap(file: CompiledFile): SourceMap | undefined {
    if (!file.map) return undefined;
    const map = readSourceMap(file.map);
    if (typeof map !== 'string') return map;
    this.warnings.push({ file: `${this.pkg.name}/${file.path}.map`, message: `unreadable source map (${map}); source links of what it maps have no line` });
    return undefined;
  }

  decoratedMembers(file: InputFile): CompiledMembers {
    let found = this.decorated.get(file);
    if (!found) {
      found = file.compiled ? readDecoratedMembers(file.compiled.path, file.compiled.text) : new Map();
      this.decorated.set(file, found);
    }
    return found;
  }

  /** Field initializers of the bundles' classes; a class name two bundles define differently counts as unknown. */
  fieldInitializers(className: string): Map<string, string> | undefined {
    if (!this.initializers) {
      this.initializers = new Map();
      const ambiguous = new Set<string>();
      for (const bundle of this.pkg.bundles ?? []) {
        for (const [name, fields] of readFieldInitializers(bundle.path, bundle.text)) {
          const before = this.initializers.get(name);
          if (before && JSON.stringify([...before]) !== JSON.stringify([...fields])) ambiguous.add(name);
          this.initializers.set(name, fields);
        }
      }
      for (const name of ambiguous) this.initializers.delete(name);
    }
    return this.initializers.get(className);
  }

  /** The original source of `repoPath`, when a bundle's source map carries it. */
  private bundledSource(repoPath: string): [string, string] | undefined {
    if (!this.sources) {
      this.sources = new Map();
      for (const bundle of this.pkg.bundles ?? []) {
        const map = this.sourceMap(bundle);
        if (map) for (const [path, text] of bundledSources(map)) this.sources.set(path, text);
      }
    }
    for (const [path, text] of this.sources) if (isSameSource(path, repoPath)) return [path, text];
    return undefined;
  }

  line(d: DocDeclaration, file: InputFile): number | undefined {
    // A shipped source is the source: its lines are the repository's.
    if (!file.path.endsWith('.d.ts')) return d.line;
    let lines = this.sourceLines.get(file.repoPath);
    if (!lines) {
      const source = this.bundledSource(file.repoPath);
      lines = source ? declarationLines(source[0], source[1]) : new Map<string, number>();
      this.sourceLines.set(file.repoPath, lines);
    }
    const fromSource = lines.get(d.name);
    if (fromSource !== undefined) return fromSource;
    if (!file.compiled) return undefined;
    let emitted = this.emittedLines.get(file);
    if (!emitted) {
      const map = this.sourceMap(file.compiled);
      emitted = map ? compiledDeclarationLines(file.compiled, map, file.repoPath) : new Map<string, number>();
      this.emittedLines.set(file, emitted);
    }
    return emitted.get(d.name);
  }
}

export function addCompiledFacts(pkg: InputPackage, declarations: DocDeclaration[], warnings: Warning[]): void {
  const output = new PackageOutput(pkg, warnings);
  const files = new Map(pkg.files.map((f) => [f.path, f]));
  for (const d of declarations) {
    const file = files.get(d.file);
    if (!file) continue;
    d.sourceLine = output.line(d, file);
    if (d.kind !== 'class') continue;
    const decorated = output.decoratedMembers(file).get(d.name);
    const initializers = d.members.some((m) => m.angularBinding === 'input') ? output.fieldInitializers(d.name) : undefined;
    for (const m of d.members) {
      if (m.static) continue;
      const facts = decorated?.get(m.name);
      if (facts?.columnDefault !== undefined) m.initialValue = facts.columnDefault;
      if (facts?.calculated) {
        m.calculated = true;
        m.readonly = true;
      }
      const initial = m.angularBinding === 'input' ? initializers?.get(m.name) : undefined;
      if (initial !== undefined && m.initialValue === undefined) m.initialValue = initial;
    }
  }
}
