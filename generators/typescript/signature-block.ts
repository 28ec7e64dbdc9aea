/**
 * The signature of a function, constant or type alias as one code block whose type names link to
 * their pages, instead of a plain code block followed by a linked one-line copy. The block is
 * highlighted here, with the token markup fenced code gets at build time (plugins/code-highlighting),
 * and shown by src/components/SignatureBlock in the frame of the site's code blocks.
 */
import { Prism } from 'prism-react-renderer';
import ts from 'typescript';
import { highlightWithLinks, type CodeLink } from '../code-highlighting/highlight-to-html';
import { codeTypeRefs } from './type-text';

/** Where the component lives (an `@site` import in the generated page). */
export const SIGNATURE_BLOCK_COMPONENT = '@site/src/components/SignatureBlock';

/** More parameters than this and a signature shows one per line (a 23-parameter constructor stays readable). */
export const PARAMETERS_ON_ONE_LINE = 3;

const INDENT = '    ';

/** `(a, b, c, d)` of a statement as one parameter per line, nested lines indented with them. */
function parametersOnTheirOwnLines(sf: ts.SourceFile, statement: ts.Statement, params: ts.NodeArray<ts.ParameterDeclaration>): string {
  const text = sf.text;
  const open = text.lastIndexOf('(', params.pos);
  const close = text.indexOf(')', params.end);
  const lines = params.map((p) => INDENT + p.getText(sf).replace(/\n/g, `\n${INDENT}`));
  return `${text.slice(statement.getStart(sf), open + 1)}\n${lines.join(',\n')}\n${text.slice(close, statement.end)}`;
}

function longParameterList(statement: ts.Statement): ts.NodeArray<ts.ParameterDeclaration> | undefined {
  let params: ts.NodeArray<ts.ParameterDeclaration> | undefined;
  if (ts.isFunctionDeclaration(statement)) params = statement.parameters;
  if (ts.isVariableStatement(statement)) {
    const type = statement.declarationList.declarations[0]?.type;
    if (type && ts.isFunctionTypeNode(type)) params = type.parameters;
  }
  return params && params.length > PARAMETERS_ON_ONE_LINE ? params : undefined;
}

/**
 * The statements of a printed signature, one per overload, each as code: a parameter list longer
 * than `PARAMETERS_ON_ONE_LINE` gets one parameter per line, as a formatter would write it.
 */
export function signatureStatements(signature: string): string[] {
  const sf = ts.createSourceFile('s.ts', signature, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, true, ts.ScriptKind.TS);
  if (sf.statements.length === 0) return [signature];
  return sf.statements.map((statement) => {
    const params = longParameterList(statement);
    return params ? parametersOnTheirOwnLines(sf, statement, params) : statement.getText(sf);
  });
}

/** The code's type names that `hrefOf` knows a page for, as links. */
export function codeLinks(code: string, hrefOf: (name: string) => string | undefined): CodeLink[] {
  return codeTypeRefs(code).flatMap((ref) => {
    const href = hrefOf(ref.name);
    return href ? [{ start: ref.start, end: ref.end, href }] : [];
  });
}

/** The MDX element of one signature block (a flow element on a line of its own). */
export function signatureBlock(code: string, hrefOf: (name: string) => string | undefined): string {
  const html = highlightWithLinks(Prism, code, 'typescript', codeLinks(code, hrefOf));
  return `<SignatureBlock title="Signature" code={${JSON.stringify(code)}} html={${JSON.stringify(html)}} />`;
}
