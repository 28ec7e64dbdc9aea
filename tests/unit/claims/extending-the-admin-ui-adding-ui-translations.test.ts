import '@angular/compiler';

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { getAllTranslationFiles, mergeExtensionTranslations } from '@vendure/ui-devkit/compiler/translations';
import { TranslateMessageFormatCompiler } from 'ngx-translate-messageformat-compiler';

const shippedMessages = path.resolve(__dirname, '../../../node_modules/@vendure/admin-ui/static/i18n-messages');

type Messages = Record<string, Record<string, unknown>>;

/** An output folder laid out like the one compileUiExtensions works in. */
function outputFolder(builtIn: Record<string, Messages>) {
    const root = mkdtempSync(path.join(tmpdir(), 'ui-translations-'));
    mkdirSync(path.join(root, 'src/i18n-messages'), { recursive: true });
    for (const [code, messages] of Object.entries(builtIn)) {
        writeFileSync(path.join(root, 'src/i18n-messages', `${code}.json`), JSON.stringify(messages));
    }
    return root;
}

function writeJson(dir: string, name: string, content: Messages) {
    const file = path.join(dir, name);
    writeFileSync(file, JSON.stringify(content));
    return file;
}

function readMessages(root: string, code: string): Messages {
    return JSON.parse(readFileSync(path.join(root, 'src/i18n-messages', `${code}.json`), 'utf-8'));
}

test('shipped-languages: the Admin UI ships 23 message files', () => {
    const codes = readdirSync(shippedMessages).map(f => path.basename(f, '.json'));
    assert.deepEqual(codes.sort(), [
        'ar', 'cs', 'de', 'en', 'es', 'fa', 'fr', 'he', 'hr', 'it', 'ja', 'nb', 'ne', 'pl',
        'pt_BR', 'pt_PT', 'ru', 'sv', 'sw', 'tr', 'uk', 'zh_Hans', 'zh_Hant',
    ]);
});

test('merge-rules: sections combine, extension values overwrite, later files win, output is sorted', async () => {
    const root = outputFolder({ en: { nav: { sales: 'Sales', orders: 'Orders' }, common: { update: 'Update' } } });
    try {
        const first = writeJson(root, 'first.json', { nav: { orders: 'Purchases' }, 'packing-station': { title: 'Packing station' } });
        const second = writeJson(root, 'second.json', { nav: { orders: 'Sales orders' } });
        await mergeExtensionTranslations(root, { en: [first, second] });
        const merged = readMessages(root, 'en');
        assert.deepEqual(merged, {
            common: { update: 'Update' },
            nav: { orders: 'Sales orders', sales: 'Sales' },
            'packing-station': { title: 'Packing station' },
        });
        assert.deepEqual(Object.keys(merged), ['common', 'nav', 'packing-station']);
        assert.deepEqual(Object.keys(merged.nav), ['orders', 'sales']);
    } finally {
        rmSync(root, { recursive: true, force: true });
    }
});

test('bak-restore: a key removed from the extension file disappears on the next merge', async () => {
    const root = outputFolder({ en: { common: { update: 'Update' } } });
    try {
        const file = writeJson(root, 'ext.json', { common: { extra: 'Extra' } });
        await mergeExtensionTranslations(root, { en: [file] });
        assert.equal(readMessages(root, 'en').common.extra, 'Extra');
        writeJson(root, 'ext.json', { common: {} });
        await mergeExtensionTranslations(root, { en: [file] });
        assert.deepEqual(readMessages(root, 'en'), { common: { update: 'Update' } });
    } finally {
        rmSync(root, { recursive: true, force: true });
    }
});

test('nested-replaced: an object below a key is replaced as a whole, not merged', async () => {
    const root = outputFolder({ en: { custom: { group: { a: 'A', b: 'B' } } } });
    try {
        const file = writeJson(root, 'ext.json', { custom: { group: { a: 'Changed' } } });
        await mergeExtensionTranslations(root, { en: [file] });
        assert.deepEqual(readMessages(root, 'en').custom.group, { a: 'Changed' });
    } finally {
        rmSync(root, { recursive: true, force: true });
    }
});

test('new-language: a language without a built-in file is created from the extension file alone', async () => {
    const root = outputFolder({ en: { common: { update: 'Update' } } });
    try {
        const file = writeJson(root, 'da.json', { common: { update: 'Opdater', extra: 'Ekstra' } });
        await mergeExtensionTranslations(root, { da: [file] });
        assert.deepEqual(readMessages(root, 'da'), { common: { extra: 'Ekstra', update: 'Opdater' } });
    } finally {
        rmSync(root, { recursive: true, force: true });
    }
});

test('new-language-keeps-removed: for such a language, a key removed later stays in the output', async () => {
    const root = outputFolder({});
    try {
        const file = writeJson(root, 'da.json', { common: { update: 'Opdater', extra: 'Ekstra' } });
        await mergeExtensionTranslations(root, { da: [file] });
        writeJson(root, 'da.json', { common: { update: 'Opdater' } });
        await mergeExtensionTranslations(root, { da: [file] });
        await mergeExtensionTranslations(root, { da: [file] });
        assert.equal(readMessages(root, 'da').common.extra, 'Ekstra');
    } finally {
        rmSync(root, { recursive: true, force: true });
    }
});

test('glob-patterns: one pattern can match several files; backslash separators match nothing', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'ui-translations-glob-'));
    try {
        writeJson(root, 'orders.en.json', {});
        writeJson(root, 'products.en.json', {});
        const forward = getAllTranslationFiles([{ translations: { en: `${root}/*.en.json` } }]);
        assert.equal(forward.en?.length, 2);
        const backslashed = getAllTranslationFiles([{ translations: { en: `${root}/*.en.json`.replace(/\//g, '\\') } }]);
        assert.deepEqual(backslashed.en, []);
    } finally {
        rmSync(root, { recursive: true, force: true });
    }
});

test('broken-message: a message with a syntax error falls back to its raw text, the others still work', () => {
    const compiler = new TranslateMessageFormatCompiler();
    const originalError = console.error;
    const originalWarn = console.warn;
    console.error = () => undefined;
    console.warn = () => undefined;
    try {
        const compiled: Record<string, Record<string, (params: object) => string>> = compiler.compileTranslations(
            {
                'packing-station': {
                    broken: '{count, plural, one {One order}',
                    fine: '{count, plural, one {One order} other {# orders}}',
                },
            },
            'en',
        );
        assert.equal(compiled['packing-station'].broken({ count: 2 }), '{count, plural, one {One order}');
        assert.equal(compiled['packing-station'].fine({ count: 3 }), '3 orders');
    } finally {
        console.error = originalError;
        console.warn = originalWarn;
    }
});
