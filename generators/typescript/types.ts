/**
 * The in-memory model the TypeScript reference generator works on: source files in, declarations
 * with their parsed doc comments in the middle, pages and MDX files out.
 */
import type { ReferenceSection } from '../../config/reference-packages';

/** A compiled JavaScript file of a package with its source map (the JSON text), if it has one. */
export interface CompiledFile {
  /** Path inside the package, e.g. `dist/entity/address/address.entity.js`. */
  path: string;
  text: string;
  map?: string;
}

/** One file of a package as the I/O step read it. */
export interface InputFile {
  /** Path inside the package, forward slashes, e.g. `dist/entity/address/address.entity.d.ts`. */
  path: string;
  text: string;
  /** Path of the original source in the framework repository (for the "source" link). */
  repoPath: string;
  /**
   * The `.js` emitted next to a `.d.ts` (and its `.js.map`): column defaults and `@Calculated()`
   * members of entities, and the source lines of what it declares.
   */
  compiled?: CompiledFile;
}

export interface InputPackage {
  name: string;
  version: string;
  /** Default section of this package's categories. */
  section: ReferenceSection;
  files: InputFile[];
  /**
   * Types the checker inferred where a `.ts`/`.tsx` source leaves them implicit, keyed by file path
   * and then by the start offset of the node the type belongs to (see `inferredTypeTargets`).
   */
  typeHints?: Record<string, Record<number, string>>;
  /**
   * The package's bundles (an Angular package's `fesm2022/*.mjs`) with their source maps: the
   * initial values of component fields, and the original sources their maps carry.
   */
  bundles?: CompiledFile[];
}

/** A problem found in the input; never fatal, always names the file (and line). */
export interface Warning {
  file: string;
  line?: number;
  message: string;
}

export interface DocComment {
  /** Markdown: the text before the first tag plus every `@description`. */
  description: string;
  category?: string;
  page?: string;
  weight?: number;
  since?: string;
  /** `true` for a bare `@deprecated`, else its explanation. */
  deprecated?: string | true;
  default?: string;
  internal: boolean;
  /** Each `@example` as markdown (bare code is wrapped in a fence). */
  examples: string[];
  params: { name: string; description: string }[];
  returns?: string;
  /** `@docsPage`/`@docsWeight`… seen without `@docsCategory` (a likely mistake worth a warning). */
  hasDocsTags: boolean;
}

/** A type (or signature) as text, with the spans that name other declarations. */
export interface TypeText {
  text: string;
  refs: { start: number; end: number; name: string }[];
}

export type DeclarationKind = 'class' | 'interface' | 'type' | 'enum' | 'function' | 'variable';

export type MemberKind =
  | 'constructor'
  | 'property'
  | 'method'
  | 'accessor'
  | 'index-signature'
  | 'call-signature'
  | 'enum-member';

export interface DocParameter {
  name: string;
  type?: TypeText;
  optional: boolean;
  rest: boolean;
  /** Default value written in a `.ts` source, or `@default` on a destructured property. */
  defaultValue?: string;
  description?: string;
}

export interface DocSignature {
  typeParameters?: TypeText;
  parameters: DocParameter[];
  returnType?: TypeText;
  doc?: DocComment;
}

export interface DocMember {
  name: string;
  kind: MemberKind;
  static: boolean;
  optional: boolean;
  readonly: boolean;
  /** Property/accessor type. */
  type?: TypeText;
  /** Enum member value, or the literal a declaration file gives a readonly property (`name = "native"`). */
  value?: TypeText;
  signatures: DocSignature[];
  doc: DocComment;
  line: number;
  /** An Angular component or directive property bound from a template (`@Input()` / `@Output()`). */
  angularBinding?: 'input' | 'output';
  /**
   * The value the compiled code starts the member with, as code: a TypeORM column's `default`, or
   * an Angular input's initializer. A `@default` in the doc comment takes precedence.
   */
  initialValue?: string;
  /** Decorated with `@Calculated()`: an entity value derived when read, never stored. */
  calculated?: boolean;
}

export interface DocDeclaration {
  name: string;
  kind: DeclarationKind;
  packageName: string;
  packageVersion: string;
  section: ReferenceSection;
  /** Category after alias mapping, still as the author wrote it (e.g. `core plugins/EmailPlugin`). */
  category: string;
  /** `@docsPage` value if any. */
  page?: string;
  weight?: number;
  doc: DocComment;
  /** Exact declaration as printed from the `.d.ts` (without comments and non-public members). */
  signature: string;
  typeParameters?: TypeText;
  extends: TypeText[];
  implements: TypeText[];
  /** Type aliases: the aliased type; variables: their type. */
  type?: TypeText;
  members: DocMember[];
  /** Functions: one entry per overload. */
  signatures: DocSignature[];
  file: string;
  repoPath: string;
  line: number;
  /** Line of the declaration in its source file in the repository, where it can be known (see source-lines.ts). */
  sourceLine?: number;
  /** Names imported from modules outside the framework (these are never linked). */
  externalNames: Set<string>;
  /**
   * Names imported from the framework's generated GraphQL types, by API: a name with no TypeScript
   * page of its own (`GlobalFlag`, `CreateProductVariantInput`) links to its GraphQL reference entry.
   */
  graphqlNames?: Map<string, GraphqlApi>;
}

export type GraphqlApi = 'admin' | 'shop';

/** A generated page: one or more declarations sharing a route. */
export interface DocPage {
  section: ReferenceSection;
  /** Category path segments as slugs, e.g. ['core-plugins', …] without the section. */
  categorySlugs: string[];
  slug: string;
  title: string;
  /** Route with leading and trailing slash. */
  route: string;
  /** Output path relative to the section folder, e.g. `entities/address.mdx` or `worker/index.mdx`. */
  outputPath: string;
  declarations: DocDeclaration[];
  weight: number;
  /** True when the page doubles as its category's index (its slug equals the category slug). */
  isCategoryIndex: boolean;
}

export interface DocCategory {
  section: ReferenceSection;
  slugs: string[];
  label: string;
  route: string;
  pages: DocPage[];
  children: DocCategory[];
}

/** Order-like state machines read from the default process objects shipped in @vendure/core. */
export interface StateMachineInfo {
  /** The state type whose page shows the diagram, e.g. `OrderState`. */
  stateType: string;
  /** The process object the transitions come from, e.g. `defaultOrderProcess`. */
  processName: string;
  transitions: Record<string, string[]>;
  /** File the transitions were read from, for the note under the diagram. */
  file: string;
}
