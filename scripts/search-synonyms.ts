/**
 * `npm run search:synonyms`: gives the Typesense collection the synonyms of
 * config/search-synonyms.ts (one-way, reader word → the pages' term), after each scrape (the scraper
 * fills a new collection each time). Reads the same `.env` variables as the scraper:
 *   TYPESENSE_API_KEY (an admin key, never the search-only one), TYPESENSE_HOST, TYPESENSE_PORT (443),
 *   TYPESENSE_PROTOCOL (https), TYPESENSE_COLLECTION (default vendure-docs, the alias).
 */
import { SEARCH_SYNONYMS } from '../config/search-synonyms';
import { typesenseSynonyms, type TypesenseSynonym } from '../src/search/synonyms';

export interface SynonymTarget {
  baseUrl: string;
  collection: string;
  apiKey: string;
}

export function synonymTarget(env: NodeJS.ProcessEnv): SynonymTarget {
  const missing = ['TYPESENSE_API_KEY', 'TYPESENSE_HOST'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`search:synonyms needs ${missing.join(' and ')} (the scraper's .env)`);
  const protocol = env.TYPESENSE_PROTOCOL || 'https';
  const port = env.TYPESENSE_PORT || '443';
  return { baseUrl: `${protocol}://${env.TYPESENSE_HOST}:${port}`, collection: env.TYPESENSE_COLLECTION || 'vendure-docs', apiKey: env.TYPESENSE_API_KEY! };
}

/** PUTs each synonym (an upsert by id); the first refusal stops with Typesense's answer. */
export async function uploadSynonyms(
  target: SynonymTarget,
  synonyms: TypesenseSynonym[],
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  for (const { id, ...body } of synonyms) {
    const url = `${target.baseUrl}/collections/${encodeURIComponent(target.collection)}/synonyms/${encodeURIComponent(id)}`;
    const response = await fetchImpl(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-TYPESENSE-API-KEY': target.apiKey },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Typesense refused synonym ${id} (${response.status}): ${await response.text()}`);
  }
  return synonyms.length;
}

if (require.main === module) {
  uploadSynonyms(synonymTarget(process.env), typesenseSynonyms(SEARCH_SYNONYMS))
    .then((count) => console.log(`${count} synonyms set on ${synonymTarget(process.env).collection}`))
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
