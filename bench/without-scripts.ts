/**
 * A page as the browser gets it without any JavaScript: its HTML and stylesheets only. The
 * Lighthouse benchmark scores the largest page this way too, which shows how much of its score the
 * document itself costs (parsing, style and layout) before any script runs.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\bas=["']?script\b[^>]*>/gi, '');
}
