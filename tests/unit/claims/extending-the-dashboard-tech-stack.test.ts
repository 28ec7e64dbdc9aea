import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cn } from '../../../node_modules/@vendure/dashboard/src/lib/lib/utils.js';

const require = createRequire(import.meta.url);
// react-dom ships no type declarations in this project; type the one function used.
const { renderToString } = require('react-dom/server') as { renderToString: (el: ReactElement) => string };
const pkgPath = new URL('../../../node_modules/@vendure/dashboard/package.json', import.meta.url);
const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
};

test('stack-versions: the dependency ranges of @vendure/dashboard 3.7.3 match the overview table', () => {
    assert.equal(pkg.version, '3.7.3');
    const expected: Record<string, string> = {
        react: '^19.2.4',
        'react-dom': '^19.2.4',
        vite: '^7.3.1',
        '@tanstack/react-router': '^1.166.0',
        '@tanstack/react-query': '^5.91.0',
        '@tanstack/react-table': '^8.21.2',
        '@vendure-io/ui': '^1.1.0',
        tailwindcss: '^4.2.2',
        'react-hook-form': '^7.71.0',
        'gql.tada': '^1.8.13',
        '@lingui/core': '^5.9.3',
        'lucide-react': '^0.475.0',
        sonner: '^2.0.6',
    };
    for (const [name, range] of Object.entries(expected)) {
        assert.equal(pkg.dependencies[name], range, name);
    }
});

test('cn-helper: cn() joins class names and lets the later Tailwind class win a conflict', () => {
    assert.equal(cn('px-2 text-sm', false, 'px-4'), 'text-sm px-4');
    assert.equal(cn('bg-card', { 'text-destructive': true, hidden: false }), 'bg-card text-destructive');
});

test('no-queryclient-error: useQuery without the app\'s QueryClientProvider throws "No QueryClient set"', () => {
    function Probe() {
        useQuery({ queryKey: ['x'], queryFn: async () => 1 });
        return null;
    }
    assert.throws(() => renderToString(createElement(Probe)), /No QueryClient set/);
});
