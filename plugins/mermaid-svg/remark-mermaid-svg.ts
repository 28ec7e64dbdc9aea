/**
 * Remark plugin: every ```mermaid fence of a doc becomes its diagram, drawn at build time, as SVG
 * in the page's HTML: one SVG per colour mode, CSS showing the one of the current mode
 * (./mermaid-svg.css). The browser loads no Mermaid and runs nothing for it, and the diagram is
 * there without JavaScript.
 *
 * The fence is replaced by `<div className="mermaid-svg" dangerouslySetInnerHTML={{__html}}/>`
 * (an MDX JSX element: no component to register, and React keeps the server's markup as it
 * hydrates). Its SVGs keep Mermaid's text as text, and are named as ./diagram-label.ts says.
 *
 * A diagram Mermaid cannot draw stops the build, naming the file, the line and Mermaid's message.
 */
import { relative } from 'node:path';
import type { Code, Root, RootContent } from 'mdast';
import { diagramLabel, plainText } from './diagram-label';
import { ChromiumMissingError, DiagramError, type DiagramRenderer } from './diagram-renderer';
import { DIAGRAM_CLASS, diagramInnerHtml, withUniqueId, type ColourMode } from './svg-markup';

export interface RemarkMermaidSvgOptions {
  /** Draws (or finds in the cache) each diagram; see ./index.ts for the build's own. */
  renderer: DiagramRenderer | (() => DiagramRenderer);
}

/** The parts of the compiled file (a VFile) read here. */
interface DocFile {
  path?: string;
  cwd?: string;
  /** Docusaurus' MDX loader puts the front matter here. */
  data?: object;
}

interface FoundDiagram {
  node: Code;
  parent: { children: unknown[] };
  heading: string | undefined;
}

type Node = Root | RootContent;

/** The mermaid fences in document order, each with the text of the heading before it. */
export function findDiagrams(tree: Root): FoundDiagram[] {
  const found: FoundDiagram[] = [];
  let heading: string | undefined;
  const visit = (node: Node, parent: { children: unknown[] } | undefined) => {
    if (node.type === 'heading') heading = plainText(node);
    if (node.type === 'code' && node.lang === 'mermaid' && parent) found.push({ node, parent, heading });
    if ('children' in node) for (const child of node.children) visit(child, node);
  };
  visit(tree, undefined);
  return found;
}

/** The MDX JSX element holding a diagram's markup, as MDX compiles it to `_jsx('div', {...})`. */
export function diagramElement(innerHtml: string, position?: Code['position']) {
  const html = { type: 'Literal', value: innerHtml } as const;
  const expression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        key: { type: 'Identifier', name: '__html' },
        value: html,
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  } as const;
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'className', value: DIAGRAM_CLASS },
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: '{__html: "…"}',
          data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
        },
      },
    ],
    children: [],
    position,
  };
}

/** The line of the page Mermaid's "... on line N" points at, counting from the fence's line. */
export function pageLine(fenceLine: number, message: string): number {
  const line = /\bline (\d+)\b/.exec(message)?.[1];
  return line ? fenceLine + Number(line) : fenceLine;
}

/** The build error for a diagram that could not be drawn: file, line, and what went wrong. */
export function diagramFailure(file: string, fenceLine: number, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ChromiumMissingError) return new Error(`${file}:${fenceLine}: ${message}`);
  if (error instanceof DiagramError) {
    return new Error(`${file}:${pageLine(fenceLine, message)}: Mermaid could not draw the diagram that starts on line ${fenceLine}:\n${message}`);
  }
  return new Error(`${file}:${fenceLine}: the Mermaid diagram could not be drawn: ${message}`);
}

export default function remarkMermaidSvg(options: RemarkMermaidSvgOptions) {
  let renderer: DiagramRenderer | undefined;
  const getRenderer = () => (renderer ??= typeof options.renderer === 'function' ? options.renderer() : options.renderer);
  return async (tree: Root, file: DocFile): Promise<void> => {
    const diagrams = findDiagrams(tree);
    if (diagrams.length === 0) return;
    const where = file.path ? relative(file.cwd ?? process.cwd(), file.path) : '<doc>';
    const { frontMatter } = (file.data ?? {}) as { frontMatter?: { title?: unknown } };
    const pageTitle = typeof frontMatter?.title === 'string' ? frontMatter.title : undefined;
    const drawn = await Promise.all(
      diagrams.map(async ({ node }) => {
        try {
          const [light, dark] = await Promise.all((['light', 'dark'] as ColourMode[]).map((mode) => getRenderer().render(node.value, mode)));
          return { light: light!, dark: dark! };
        } catch (error) {
          throw diagramFailure(where, node.position?.start.line ?? 0, error);
        }
      }),
    );
    const usedIds = new Set<string>();
    diagrams.forEach(({ node, parent, heading }, index) => {
      const svgs = drawn[index]!;
      const label = diagramLabel({ source: node.value, meta: node.meta, heading, pageTitle });
      const innerHtml = diagramInnerHtml({ light: withUniqueId(svgs.light, usedIds), dark: withUniqueId(svgs.dark, usedIds) }, label);
      parent.children[parent.children.indexOf(node)] = diagramElement(innerHtml, node.position);
    });
  };
}
