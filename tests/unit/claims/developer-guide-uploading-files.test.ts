import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { test } from 'node:test';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { AssetService, DefaultAssetNamingStrategy, defaultConfig, MimeTypeError, RequestContext } from '@vendure/core';
import { fileTypeFromBuffer } from 'file-type';

interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(): Readable;
}
type ProcessRequest = (
    request: Readable & { headers: Record<string, string> },
    response: EventEmitter,
    options?: { maxFileSize?: number },
) => Promise<{ variables: Record<string, { promise: Promise<FileUpload> }> }>;
// graphql-upload ships no type declarations; this is the function its Express middleware calls.
const { default: processRequest }: { default: ProcessRequest } = require('graphql-upload/processRequest.mjs');

const operations = JSON.stringify({ query: 'mutation ($file: Upload!) { x(file: $file) }', variables: { file: null } });
const map = JSON.stringify({ 0: ['variables.file'] });

/** A multipart/form-data request body with the given parts, in the given order. */
function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>) {
    const boundary = 'claims-boundary';
    const chunks: Buffer[] = [];
    for (const part of parts) {
        const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
        const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
        chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
        chunks.push(Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const request = Object.assign(new PassThrough(), {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    request.end(Buffer.concat(chunks));
    return request;
}

/** An AssetService built by its real constructor around a config and a recording storage strategy. */
function assetService(options: { existing?: string[] } = {}) {
    const calls: string[] = [];
    const existing = new Set(options.existing ?? []);
    const storage = {
        fileExists: async (name: string) => existing.has(name),
        writeFileFromBuffer: async (name: string) => {
            calls.push(`writeFileFromBuffer ${name}`);
            return `id:${name}`;
        },
        writeFileFromStream: async (name: string, stream: Readable) => {
            let size = 0;
            for await (const chunk of stream) size += Buffer.byteLength(chunk);
            calls.push(`writeFileFromStream ${name} ${size}`);
            return `id:${name}`;
        },
        readFileToBuffer: async (identifier: string) => {
            calls.push(`readFileToBuffer ${identifier}`);
            throw new Error('stop after read-back');
        },
    };
    const configService = {
        assetOptions: {
            permittedFileTypes: defaultConfig.assetOptions.permittedFileTypes,
            assetNamingStrategy: new DefaultAssetNamingStrategy(),
            assetStorageStrategy: storage,
        },
    };
    const service: AssetService = Reflect.construct(AssetService, [undefined, configService]);
    return { service, calls };
}

async function mimeCheck(filename: string, declared: string, content: Buffer) {
    const { service } = assetService();
    const detected = (await fileTypeFromBuffer(content))?.mime;
    return service['getPermittedMimeTypeError'](filename, declared, detected);
}

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

test('middleware-file-upload: each file reaches the resolver as a promise of filename, mimetype, encoding and createReadStream', async () => {
    const body = await processRequest(
        multipart([
            { name: 'operations', value: operations },
            { name: 'map', value: map },
            { name: '0', value: 'hello', filename: 'a.txt', type: 'text/plain' },
        ]),
        new EventEmitter(),
    );
    const upload = await body.variables.file.promise;
    assert.deepEqual(Object.keys(upload), ['filename', 'mimetype', 'encoding', 'createReadStream']);
    assert.equal(upload.filename, 'a.txt');
    assert.equal(upload.mimetype, 'text/plain');
});

test('truncated-message: a file over the per-file limit fails with the truncation message', async () => {
    const body = await processRequest(
        multipart([
            { name: 'operations', value: operations },
            { name: 'map', value: map },
            { name: '0', value: Buffer.alloc(64, 1), filename: 'big.bin' },
        ]),
        new EventEmitter(),
        { maxFileSize: 20 },
    );
    const upload = await body.variables.file.promise;
    await assert.rejects(async () => {
        for await (const chunk of upload.createReadStream()) void chunk;
    }, { message: 'File truncated as it exceeds the 20 byte size limit.' });
});

test('json-parts-1mb: operations larger than 1 MB are refused by the middleware default', async () => {
    await assert.rejects(
        processRequest(multipart([{ name: 'operations', value: 'x'.repeat(1_000_001) }, { name: 'map', value: map }]), new EventEmitter()),
        { message: "The ‘operations’ multipart field value exceeds the 1000000 byte size limit." },
    );
});

test('misordered-fields: map before operations is rejected as misordered', async () => {
    await assert.rejects(
        processRequest(multipart([{ name: 'map', value: map }, { name: 'operations', value: operations }]), new EventEmitter()),
        /Misordered multipart fields; ‘map’ should follow ‘operations’/,
    );
});

test('upload-defaults: the per-file limit defaults to 20 MiB', () => {
    assert.equal(defaultConfig.assetOptions.uploadMaxFileSize, 20971520);
});

test('permitted-default: images, video, audio and PDF are permitted by default', () => {
    assert.deepEqual(defaultConfig.assetOptions.permittedFileTypes, ['image/*', 'video/*', 'audio/*', '.pdf']);
});

test('csrf-off-by-default: csrfPrevention is false in the default config', () => {
    assert.equal(defaultConfig.apiOptions.csrfPrevention, false);
});

test('auth-token-header: the session token header is vendure-auth-token', () => {
    assert.equal(defaultConfig.authOptions.authTokenHeaderKey, 'vendure-auth-token');
});

test('three-checks: declared type, extension and content are each checked', async () => {
    const declared = await mimeCheck('photo.png', 'text/html', png);
    const extension = await mimeCheck('photo.php', 'image/png', png);
    const content = await mimeCheck('photo.png', 'image/png', Buffer.from('%PDF-1.4\n'.padEnd(64, ' ')));
    const zip = await mimeCheck('photo.png', 'image/png', Buffer.from('504b0304140000000800', 'hex'));
    const unknown = await mimeCheck('script', 'image/png', Buffer.from('<?php echo 1; ?>'));
    assert.ok(declared instanceof MimeTypeError && declared.mimeType === 'text/html');
    assert.ok(extension instanceof MimeTypeError && extension.mimeType === 'application/x-httpd-php');
    assert.equal(content, undefined, 'a PDF is permitted by default');
    assert.ok(zip instanceof MimeTypeError && zip.mimeType === 'application/zip');
    assert.ok(unknown instanceof MimeTypeError && unknown.mimeType === 'application/octet-stream');
    assert.equal(await mimeCheck('photo.png', 'image/png', png), undefined);
});

test('three-checks: generic XML content is let through for an XML-based extension such as .svg', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>');
    assert.equal((await fileTypeFromBuffer(svg))?.mime, 'application/xml');
    assert.equal(await mimeCheck('logo.svg', 'image/svg+xml', svg), undefined);
});

test('text-passes: a text file named photo.png and declared image/png passes', async () => {
    const text = Buffer.from('just some words, no magic bytes');
    assert.equal(await fileTypeFromBuffer(text), undefined);
    assert.equal(await mimeCheck('photo.png', 'image/png', text), undefined);
});

test('naming-retry: the naming strategy is asked again until the name is free', async () => {
    const { service, calls } = assetService({ existing: ['photo.png', 'photo__02.png'] });
    await assert.rejects(service['createAssetInternal'](RequestContext.empty(), Readable.from([png]), 'photo.png', 'image/png'));
    assert.equal(calls[0], 'writeFileFromBuffer photo__03.png');
});

test('storage-read-back: after writing, the source is read back through the identifier the write returned', async () => {
    const { service, calls } = assetService();
    await assert.rejects(service['createAssetInternal'](RequestContext.empty(), Readable.from([png]), 'back.png', 'image/png'));
    assert.deepEqual(calls.slice(1), ['readFileToBuffer id:back.png']);
});

test('small-files-buffer: a file under the 4100-byte sample is written from a buffer, then read back', async () => {
    const { service, calls } = assetService();
    await assert.rejects(service['createAssetInternal'](RequestContext.empty(), Readable.from([png]), 'small.png', 'image/png'), {
        message: 'stop after read-back',
    });
    assert.deepEqual(calls, ['writeFileFromBuffer small.png', 'readFileToBuffer id:small.png']);
});

test('small-files-buffer: a larger file goes through writeFileFromStream with all of its bytes', async () => {
    const { service, calls } = assetService();
    const big = Buffer.concat([png, Buffer.alloc(10_000, 7)]);
    const stream = Readable.from([big.subarray(0, 3000), big.subarray(3000)]);
    await assert.rejects(service['createAssetInternal'](RequestContext.empty(), stream, 'big.png', 'image/png'));
    assert.deepEqual(calls, [`writeFileFromStream big.png ${big.length}`, 'readFileToBuffer id:big.png']);
});
