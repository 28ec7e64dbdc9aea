import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { copyMarkdown, MESSAGES } from '../../../src/components/PageActions/copy-markdown';

const serving = (status: number, body = '# Page\n'): typeof fetch => (async () => new Response(body, { status })) as typeof fetch;

describe('Copy page', () => {
  it('puts the fetched Markdown on the clipboard', async () => {
    const written: string[] = [];
    const outcome = await copyMarkdown('/a.md', { writeText: async (text) => void written.push(text) }, serving(200, '# A\n'));
    assert.deepEqual(outcome, { ok: true });
    assert.deepEqual(written, ['# A\n']);
  });

  it('says so when the browser has no clipboard or refuses to write', async () => {
    assert.deepEqual(await copyMarkdown('/a.md', undefined, serving(200)), { ok: false, message: MESSAGES.blocked });
    const refusing = { writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) };
    assert.deepEqual(await copyMarkdown('/a.md', refusing, serving(200)), { ok: false, message: MESSAGES.blocked });
  });

  it('names the HTTP status when the Markdown is missing, and the connection when the request fails', async () => {
    const clipboard = { writeText: async () => undefined };
    assert.deepEqual(await copyMarkdown('/a.md', clipboard, serving(404)), { ok: false, message: 'The Markdown of this page could not be loaded (HTTP 404).' });
    const offline = (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    assert.deepEqual(await copyMarkdown('/a.md', clipboard, offline), { ok: false, message: MESSAGES.offline });
  });
});
