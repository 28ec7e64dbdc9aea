/**
 * The data the "What changed" generator works on: changes between two releases of the documented
 * TypeScript declarations and of the GraphQL schemas, and the marks they put on reference entries.
 * Plain JSON, so a generate step can cache it.
 */
import type { ReferenceSection } from '../../config/reference-packages';
import type { DeclarationKind, MemberKind } from '../typescript/types';

export type ChangeKind = 'added' | 'removed' | 'changed' | 'deprecated';
export const CHANGE_KINDS: ChangeKind[] = ['added', 'removed', 'changed', 'deprecated'];

/** What about an entry changed, when `kind` is `changed`. */
export type ChangedAspect = 'signature' | 'type' | 'default' | 'value' | 'undeprecated';

export interface TsChange {
  kind: ChangeKind;
  packageName: string;
  section: ReferenceSection;
  /** `@docsCategory` as written (after alias mapping). */
  category: string;
  declaration: string;
  declarationKind: DeclarationKind;
  /** Member name (`static x` for a static member); absent for the declaration itself. */
  member?: string;
  memberKind?: MemberKind;
  aspect?: ChangedAspect;
  before?: string;
  after?: string;
  /** Parameters a signature change added and removed, by name (`channelId?: ID`). */
  parameters?: { added: string[]; removed: string[] };
  /** The deprecation text's first sentence, for `deprecated`. */
  note?: string;
  /** Route and anchor of the entry in this site's reference (entries of the newer release only). */
  href?: string;
}

export type Severity = 'breaking' | 'dangerous' | 'safe';

export type GraphqlElement = 'type' | 'field' | 'input-field' | 'argument' | 'enum-value' | 'union-member' | 'interface' | 'directive';

export interface GraphqlChange {
  api: string;
  kind: ChangeKind;
  element: GraphqlElement;
  /** `Product`, `Product.name`, `Query.product(id)`, `LanguageCode.af`, `SearchResultPrice|PriceRange`. */
  coordinate: string;
  typeName: string;
  before?: string;
  after?: string;
  severity: Severity;
  /** graphql-js's own wording for a breaking or dangerous change. */
  reason?: string;
  /** The element of the newer schema that carries the mark (`Product.name`, or the type). */
  markCoordinate?: string;
  href?: string;
}

/** "Added in 3.7" beside a reference entry. */
export interface Mark {
  kind: 'added' | 'changed' | 'deprecated';
  /** The minor (`3.7`) or, for the patch pair, the patch (`3.7.3`). */
  version: string;
  /** The package versions compared: the change lies after `from`, up to `to`. */
  from: string;
  to: string;
  /** Where the mark comes from, shown as the mark's title. */
  title: string;
  /** The doc comment's `@since` disagrees with the release comparison. */
  sinceDisagrees?: boolean;
}

export interface ReleaseMarks {
  /** Key `package:Declaration` or `package:Declaration#member` (see tsMarkKey). */
  typescript: Record<string, Mark[]>;
  /** Key `api:Type` or `api:Type.member`. */
  graphql: Record<string, Mark[]>;
}

export const tsMarkKey = (packageName: string, declaration: string, member?: string): string =>
  `${packageName}:${declaration}${member === undefined ? '' : `#${member}`}`;

export const graphqlMarkKey = (api: string, coordinate: string): string => `${api}:${coordinate}`;

export const markLabel = (mark: Mark): string => `${mark.kind[0].toUpperCase()}${mark.kind.slice(1)} in ${mark.version}`;
