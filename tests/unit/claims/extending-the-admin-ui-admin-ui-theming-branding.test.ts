import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { setBranding } from '@vendure/ui-devkit/compiler/helpers';
import { setupScaffold } from '@vendure/ui-devkit/compiler/scaffold';

/** Two extension folders: a branding one and another that also ships a `theme.scss`. */
function fixtures() {
    const root = mkdtempSync(path.join(tmpdir(), 'ui-branding-'));
    const branding = path.join(root, 'acme-branding');
    const other = path.join(root, 'other');
    mkdirSync(branding);
    mkdirSync(other);
    writeFileSync(path.join(branding, 'top.png'), 'PNG-BYTES');
    writeFileSync(path.join(branding, 'big.webp'), 'WEBP-BYTES');
    writeFileSync(path.join(branding, 'favicon.ico'), 'ICO-BYTES');
    writeFileSync(path.join(branding, 'login.webp'), 'LOGIN-BYTES');
    writeFileSync(path.join(branding, 'theme.scss'), '/* acme */');
    writeFileSync(path.join(branding, 'vars.scss'), '$clr-brand: violet;');
    writeFileSync(path.join(other, 'theme.scss'), '/* other */');
    // An output folder that already holds a project, so the compiler keeps it instead of copying the
    // whole Admin UI source in (which is slow and not what these tests are about).
    const output = path.join(root, 'admin-ui');
    mkdirSync(path.join(output, 'src'), { recursive: true });
    writeFileSync(path.join(output, 'tsconfig.json'), JSON.stringify({ compilerOptions: {} }));
    writeFileSync(path.join(output, 'src/index.html'), '<html></html>');
    return { root, branding, other, output };
}

test('set-branding: the three files are copied under fixed names, as they are', () => {
    assert.deepEqual(setBranding({ smallLogoPath: 'a.png', largeLogoPath: 'b.webp', faviconPath: 'c.ico' }).staticAssets, [
        { path: 'a.png', rename: 'logo-top.webp' },
        { path: 'b.webp', rename: 'logo-login.webp' },
        { path: 'c.ico', rename: 'favicon.ico' },
    ]);
});

test('static-assets: renamed logos, the favicon and login.webp land in the static assets folder unconverted', async () => {
    const { root, branding, output } = fixtures();
    try {
        await setupScaffold(output, [
            {
                id: 'acme-branding',
                extensionPath: branding,
                staticAssets: [
                    ...setBranding({
                        smallLogoPath: path.join(branding, 'top.png'),
                        largeLogoPath: path.join(branding, 'big.webp'),
                        faviconPath: path.join(branding, 'favicon.ico'),
                    }).staticAssets,
                    path.join(branding, 'login.webp'),
                ],
            },
        ]);
        const assets = path.join(output, 'static-assets');
        assert.equal(readFileSync(path.join(assets, 'logo-top.webp'), 'utf-8'), 'PNG-BYTES');
        assert.equal(readFileSync(path.join(assets, 'logo-login.webp'), 'utf-8'), 'WEBP-BYTES');
        assert.equal(readFileSync(path.join(assets, 'favicon.ico'), 'utf-8'), 'ICO-BYTES');
        assert.equal(readFileSync(path.join(assets, 'login.webp'), 'utf-8'), 'LOGIN-BYTES');
        assert.equal(existsSync(path.join(assets, 'top.png')), false);
        // the whole extension folder is copied into the app as well
        assert.ok(existsSync(path.join(output, 'src/extensions/acme-branding/theme.scss')));
    } finally {
        rmSync(root, { recursive: true, force: true });
    }
});

test('style-order: Sass overrides come first, then the Admin UI styles, then extension styles; same names collide', async () => {
    const { root, branding, other, output } = fixtures();
    try {
        await setupScaffold(output, [
            { globalStyles: path.join(branding, 'theme.scss') },
            { globalStyles: path.join(other, 'theme.scss') },
            { sassVariableOverrides: path.join(branding, 'vars.scss') },
            { sassVariableOverrides: path.join(other, 'theme.scss') },
        ]);
        const entry = readFileSync(path.join(output, 'src/global-styles.scss'), 'utf-8').split('\n');
        assert.deepEqual(entry, [
            '@import "./global-styles/vars";',
            '@import "./styles/styles";',
            '@import "./global-styles/theme";',
            '@import "./global-styles/theme";',
        ]);
        // both extensions' theme.scss were copied to the same file; the later one is left
        assert.equal(readFileSync(path.join(output, 'src/global-styles/theme.scss'), 'utf-8'), '/* other */');
    } finally {
        rmSync(root, { recursive: true, force: true });
    }
});
