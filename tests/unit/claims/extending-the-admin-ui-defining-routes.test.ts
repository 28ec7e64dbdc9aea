import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { setupScaffold } from '@vendure/ui-devkit/compiler/scaffold';

let work: string;
let out: string;

before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'routes-claims-'));
    const ext = path.join(work, 'ui');
    mkdirSync(path.join(ext, 'components'), { recursive: true });
    writeFileSync(path.join(ext, 'routes.ts'), 'export default [];\n');
    writeFileSync(path.join(ext, 'components', 'page.html'), '<p></p>\n');
    writeFileSync(path.join(ext, 'tsconfig.json'), '{}\n');
    out = path.join(work, 'admin-ui');
    await setupScaffold(out, [
        {
            id: 'catalog-audit',
            extensionPath: ext,
            exclude: ['tsconfig.json'],
            routes: [
                { route: 'catalog-audit', filePath: 'routes.ts' },
                { route: 'catalog-audit', prefix: 'reports', filePath: 'routes.ts' },
                { route: 'catalog/products', prefix: '', filePath: 'routes.ts' },
            ],
        },
    ]);
});

after(() => {
    rmSync(work, { recursive: true, force: true });
});

test('lazy-route-per-entry: each routes entry becomes one lazy route', () => {
    const generated = readFileSync(path.join(out, 'src', 'extension.routes.ts'), 'utf8');
    assert.equal([...generated.matchAll(/loadChildren: \(\) => import\(/g)].length, 3);
});

test('prefix: the prefix replaces the extensions segment, and an empty prefix leaves only the route', () => {
    const generated = readFileSync(path.join(out, 'src', 'extension.routes.ts'), 'utf8');
    const paths = [...generated.matchAll(/path: '([^']*)'/g)].map(m => m[1]);
    assert.deepEqual(paths, ['extensions/catalog-audit', 'reports/catalog-audit', 'catalog/products']);
});

test('route-file-location: the import is built from the file name alone, inside the copied extension folder', () => {
    const generated = readFileSync(path.join(out, 'src', 'extension.routes.ts'), 'utf8');
    assert.match(generated, /import\('\.\/extensions\/catalog-audit\/routes'\)/);
});

test('extension-routes-first: extension routes come before the built-in areas', () => {
    const routes = readFileSync(path.join(out, 'src', 'app.routes.ts'), 'utf8');
    assert.ok(routes.indexOf('...extensionRoutes') < routes.indexOf("path: 'catalog'"));
});

test('folder-copied: the whole extension folder is copied except excluded files', () => {
    const dest = path.join(out, 'src', 'extensions', 'catalog-audit');
    assert.ok(existsSync(path.join(dest, 'routes.ts')));
    assert.ok(existsSync(path.join(dest, 'components', 'page.html')));
    assert.equal(existsSync(path.join(dest, 'tsconfig.json')), false);
});

test('generated-tsconfig: the generated project compiles with the documented options', () => {
    const tsconfig = JSON.parse(readFileSync(path.join(out, 'tsconfig.json'), 'utf8'));
    const o = tsconfig.compilerOptions;
    assert.deepEqual(
        [o.strict, o.noImplicitAny, o.strictPropertyInitialization, o.experimentalDecorators, o.useDefineForClassFields],
        [true, false, false, true, false],
    );
    assert.deepEqual([o.jsx, o.target, o.module, o.moduleResolution], ['react', 'ES2022', 'es2020', 'node']);
    assert.deepEqual(o.lib, ['es2019', 'dom', 'esnext.asynciterable']);
    assert.deepEqual(o.typeRoots, []);
    const app = JSON.parse(readFileSync(path.join(out, 'src', 'tsconfig.app.json'), 'utf8'));
    assert.equal(app.angularCompilerOptions.fullTemplateTypeCheck, false);
});

test('classic-jsx: the generated project compiles JSX with the classic transform', () => {
    const tsconfig = JSON.parse(readFileSync(path.join(out, 'tsconfig.json'), 'utf8'));
    assert.equal(tsconfig.compilerOptions.jsx, 'react');
});
