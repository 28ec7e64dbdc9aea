import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AssetServer,
  configureS3AssetStorage,
  HashedAssetNamingStrategy,
  LocalAssetStorageStrategy,
  S3AssetStorageStrategy,
} from '@vendure/asset-server-plugin';
import { AssetServerOptions } from '@vendure/asset-server-plugin/lib/src/types';
import { ConfigService, Logger, ProcessContext, RequestContext } from '@vendure/core';
import sharp from 'sharp';
import { RecordingLogger } from './support/recording-logger';

const tempDirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
  tempDirs.push(dir);
  return dir;
}
after(() => tempDirs.forEach(dir => rmSync(dir, { recursive: true, force: true })));

function recordLogs() {
  const logger = new RecordingLogger();
  Logger.useLogger(logger);
  return logger;
}

const s3Config = {
  bucket: 'shop-assets',
  credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
};

function strategyWith(parts: Record<string, unknown>, config: Record<string, unknown> = {}) {
  const strategy = new S3AssetStorageStrategy({ ...s3Config, ...config }, () => '');
  for (const [key, value] of Object.entries(parts)) {
    Reflect.set(strategy, key, value);
  }
  return strategy;
}

test('client-s3-missing: both missing packages are logged, then creating the client throws a TypeError', async () => {
  const logger = recordLogs();
  await assert.rejects(strategyWith({}).init(), (err: Error) => err instanceof TypeError && /reading 'S3Client'/.test(err.message));
  const errors = logger.lines.filter(([level]) => level === 'error').map(([, m]) => m);
  assert.ok(errors.includes('Could not find the "@aws-sdk/client-s3" package. Make sure it is installed'));
  assert.ok(errors.includes('Could not find the "@aws-sdk/lib-storage" package. Make sure it is installed'));
});

test('lib-storage-missing: every write ends in a TypeError about destructuring Upload', async () => {
  await assert.rejects(
    strategyWith({}).writeFileFromBuffer('source/4e/laptop.jpg', Buffer.from('x')),
    (err: Error) => err instanceof TypeError && /destructure property 'Upload'/.test(err.message),
  );
});

test('upload-params: Bucket, Key, Body and ContentType are set after nativeS3UploadConfiguration', async () => {
  let captured: Record<string, unknown> = {};
  class Upload {
    constructor(options: { params: Record<string, unknown> }) {
      captured = options.params;
    }
    done() {
      return Promise.resolve({ Key: String(captured.Key) });
    }
  }
  const strategy = strategyWith(
    { libStorage: { Upload } },
    {
      nativeS3UploadConfiguration: {
        Bucket: 'other',
        Key: 'elsewhere',
        ContentType: 'text/plain',
        CacheControl: 'public, max-age=60',
      },
    },
  );
  const body = Buffer.from('x');
  assert.equal(await strategy.writeFileFromBuffer('source/4e/laptop.jpg', body), 'source/4e/laptop.jpg');
  assert.deepEqual(captured, {
    Bucket: 'shop-assets',
    Key: 'source/4e/laptop.jpg',
    Body: body,
    ContentType: 'image/jpeg',
    CacheControl: 'public, max-age=60',
  });
});

class Command {
  constructor(readonly input: Record<string, unknown>) {}
}

test('file-exists-any-error: fileExists() answers false for any error, access denied included', async () => {
  const strategy = strategyWith({
    AWS: { HeadObjectCommand: Command },
    s3Client: {
      send: async () => {
        throw Object.assign(new Error('Access Denied'), { name: 'AccessDenied' });
      },
    },
  });
  assert.equal(await strategy.fileExists('source/4e/laptop.jpg'), false);
});

test('bucket-check: HeadBucket, then CreateBucket as private; when both fail an error is logged and startup carries on', async () => {
  const logger = recordLogs();
  const sent: Array<[string, Record<string, unknown>]> = [];
  class HeadBucketCommand extends Command {}
  class CreateBucketCommand extends Command {}
  const strategy = strategyWith({
    AWS: { HeadBucketCommand, CreateBucketCommand },
    s3Client: {
      send: async (command: Command) => {
        sent.push([command.constructor.name, command.input]);
        throw new Error('Forbidden');
      },
    },
  });
  await Reflect.apply(Reflect.get(strategy, 'ensureBucket'), strategy, []);
  assert.deepEqual(sent, [
    ['HeadBucketCommand', { Bucket: 'shop-assets' }],
    ['CreateBucketCommand', { Bucket: 'shop-assets', ACL: 'private' }],
  ]);
  assert.ok(logger.lines.some(([level, m]) => level === 'error' && m.startsWith('Could not find nor create the S3 bucket')));
});

test('profile-credentials: the profile form warns, and stops startup when the ini provider cannot be loaded', async () => {
  const logger = recordLogs();
  await assert.rejects(strategyWith({}, { credentials: { profile: 'shop' } }).init(), /credential-provider-ini/);
  assert.ok(logger.lines.some(([level, m]) => level === 'warn' && m.includes('"profile" property') && m.includes('deprecated')));
});

function assetServer(options: Partial<AssetServerOptions>, storage: unknown) {
  const configService = { assetOptions: { assetStorageStrategy: storage } };
  const processContext = { isWorker: false };
  return new AssetServer(
    { route: 'assets', assetUploadDir: tempDir(), ...options },
    configService as unknown as ConfigService,
    processContext as unknown as ProcessContext,
  );
}

test('default-cache-header: public, max-age=15552000 when cacheHeader is not set', () => {
  const plain = assetServer({}, {});
  plain.onApplicationBootstrap();
  assert.equal(Reflect.get(plain, 'cacheHeader'), 'public, max-age=15552000');
});

test('cache-header-object-form: { restriction, maxAge } is written with a colon', () => {
  const objectForm = assetServer({ cacheHeader: { restriction: 'public', maxAge: 86400 } }, {});
  objectForm.onApplicationBootstrap();
  assert.equal(Reflect.get(objectForm, 'cacheHeader'), 'public, max-age: 86400');
});

test('cache-folder: the server creates a cache folder inside assetUploadDir on startup', () => {
  const dir = tempDir();
  const server = assetServer({ assetUploadDir: dir }, {});
  server.onApplicationBootstrap();
  assert.ok(existsSync(path.join(dir, 'cache')));
});

class FakeResponse {
  readonly headers: Record<string, string> = {};
  statusCode = 200;
  body: unknown;
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  set(name: string, value: string) {
    this.setHeader(name, value);
  }
  contentType(value: string) {
    this.setHeader('content-type', value);
  }
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  send(body: unknown) {
    this.body = body;
  }
}

test('first-request-no-cache-control: a new size is resized, stored, and sent without Cache-Control; later requests get it', async () => {
  const original = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#336699' } }).png().toBuffer();
  const files = new Map<string, Buffer>([['source/4e/laptop.png', original]]);
  const storage = {
    // Like the S3 strategy, ignore a leading slash
    readFileToBuffer: async (key: string) => {
      const file = files.get(key.replace(/^\//, ''));
      if (!file) {
        throw new Error('NoSuchKey');
      }
      return file;
    },
    writeFileFromBuffer: async (key: string, data: Buffer) => {
      files.set(key.replace(/^\//, ''), data);
      return key;
    },
  };
  const server = assetServer({}, storage);
  server.onApplicationBootstrap();
  server.createAssetServer({ presets: [{ name: 'tiny', width: 50, height: 50, mode: 'crop' }], imageTransformStrategies: [] });
  type Next = (err?: { status?: number }) => void;
  const sendAsset: (req: unknown, res: FakeResponse, next: Next) => Promise<void> = Reflect.apply(
    Reflect.get(server, 'sendAsset'),
    server,
    [],
  );
  const generate: (err: unknown, req: unknown, res: FakeResponse, next: Next) => Promise<void> = Reflect.apply(
    Reflect.get(server, 'generateTransformedImage'),
    server,
    [],
  );
  const req = { path: '/source/4e/laptop.png', query: { preset: 'tiny' } };

  const first = new FakeResponse();
  let passedOn: { status?: number } | undefined;
  await sendAsset(req, first, err => (passedOn = err));
  assert.equal(passedOn?.status, 404);
  await generate(passedOn, req, first, () => undefined);
  assert.equal(first.statusCode, 200, String(first.body));
  assert.equal(first.headers['content-type'], 'image/png');
  assert.equal(first.headers['x-content-type-options'], 'nosniff');
  assert.equal(first.headers['cache-control'], undefined);
  assert.equal([...files.keys()].filter(k => k.startsWith('cache/')).length, 1);

  const second = new FakeResponse();
  await sendAsset(req, second, () => assert.fail('the stored copy should be found'));
  assert.equal(second.headers['cache-control'], 'public, max-age=15552000');
});

const request = {
  headers: { 'x-forwarded-proto': 'https' },
  protocol: 'http',
  get: (name: string) => (name === 'host' ? 'shop.example.com' : undefined),
};

test('url-prefix-unset: protocol (X-Forwarded-Proto first), Host header and route come from the request', () => {
  const unset = configureS3AssetStorage(s3Config)({ route: 'assets', assetUploadDir: '/tmp' });
  assert.equal(unset.toAbsoluteUrl?.(request as never, 'source/4e/laptop.jpg'), 'https://shop.example.com/assets/source/4e/laptop.jpg');
});

test('url-prefix-string: a string prefix is glued in front of the key as it is', () => {
  const noSlash = configureS3AssetStorage(s3Config)({ route: 'assets', assetUploadDir: '/tmp', assetUrlPrefix: 'https://cdn.example.com' });
  assert.equal(noSlash.toAbsoluteUrl?.(request as never, 'source/4e/laptop.jpg'), 'https://cdn.example.comsource/4e/laptop.jpg');
});

test('hashed-naming: sources go under source/ plus a two-character folder', () => {
  const name = new HashedAssetNamingStrategy().generateSourceFileName(RequestContext.empty(), 'laptop.jpg');
  assert.match(name, /^source\/[0-9a-f]{2}\/laptop\.jpg$/);
});

test('local-identifiers: the local strategy returns paths relative to assetUploadDir', async () => {
  const dir = tempDir();
  const local = new LocalAssetStorageStrategy(dir);
  assert.equal(await local.writeFileFromBuffer('source/4e/laptop.jpg', Buffer.from('x')), 'source/4e/laptop.jpg');
});
