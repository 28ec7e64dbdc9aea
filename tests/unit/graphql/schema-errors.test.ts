import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { checkTypeFiles, schemaFromSdl, SchemaBuildError, typePathFiles } from '../../../scripts/lib/vendure-schema';
import { FIXTURES } from './fixture';

function load(name: string): void {
  const file = join(FIXTURES, name);
  schemaFromSdl(readFileSync(file, 'utf8'), file);
}

describe('schema loading errors', () => {
  it('reports a syntax error with file, line and column', () => {
    assert.throws(() => load('bad-syntax.graphql'), {
      name: 'SchemaBuildError',
      message: 'tests/fixtures/graphql/bad-syntax.graphql:7:8: Syntax Error: Expected ":", found Name "String".',
    });
  });

  it('reports an unknown type with the line that names it', () => {
    assert.throws(() => load('unknown-type.graphql'), {
      name: 'SchemaBuildError',
      message: 'tests/fixtures/graphql/unknown-type.graphql:7:10: Unknown type "Money".',
    });
  });

  it('reports an invalid schema with every location involved', () => {
    assert.throws(() => schemaFromSdl('type Query { a: Int }\ninterface I { x: Int }\ntype T implements I { y: Int }', 'inline.graphql'), {
      message:
        'inline.graphql:2:15: Interface field I.x expected but T does not provide it.\n' +
        'inline.graphql:3:1: Interface field I.x expected but T does not provide it.',
    });
  });

  it('checks each type file on its own so the broken file is named', () => {
    assert.throws(() => checkTypeFiles([resolve(FIXTURES, 'bad-*.graphql')]), {
      message: 'tests/fixtures/graphql/bad-syntax.graphql:7:8: Syntax Error: Expected ":", found Name "String".',
    });
    assert.doesNotThrow(() => checkTypeFiles([resolve(FIXTURES, 'schema.graphql')]));
  });

  it('reports a missing type folder or a pattern that matches nothing', () => {
    const missing = resolve('tests/fixtures/missing-folder/*.graphql');
    assert.throws(() => typePathFiles(missing), {
      message: `GraphQL type path folder not found: tests/fixtures/missing-folder (from ${missing})`,
    });
    assert.throws(() => typePathFiles(resolve(FIXTURES, '*.gql')), { message: 'No GraphQL type files match tests/fixtures/graphql/*.gql' });
    assert.deepEqual(
      typePathFiles(resolve(FIXTURES, '*.graphql')).map((file) => file.slice(resolve(FIXTURES).length + 1)),
      ['bad-syntax.graphql', 'schema.graphql', 'unknown-type.graphql'],
    );
  });

  it('uses a dedicated error class so callers can tell schema problems apart', () => {
    assert.ok(new SchemaBuildError('x') instanceof Error);
  });
});
