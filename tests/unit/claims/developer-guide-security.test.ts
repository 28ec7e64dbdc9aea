import { test } from 'node:test';
import assert from 'node:assert/strict';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

// `cookies` ships no types; the test only constructs it and reads one header.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Cookies = require('cookies') as new (req: unknown, res: unknown, options?: Record<string, unknown>) => { set(name: string, value: string, options?: Record<string, unknown>): unknown };
import { buildSchema, parse } from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';
import {
    BcryptPasswordHashingStrategy,
    defaultConfig,
    DefaultPasswordValidationStrategy,
    ForbiddenError,
    Logger,
    LogLevel,
    RequestContext,
} from '@vendure/core';
import { extractSessionToken } from '@vendure/core/dist/api/common/extract-session-token';
import { ExceptionLoggerFilter } from '@vendure/core/dist/api/middleware/exception-logger.filter';
import { checkSuperadminCredentials } from '@vendure/core/dist/service/helpers/utils/check-superadmin-credentials';
import { AssetService } from '@vendure/core/dist/service/services/asset.service';
import { UserService } from '@vendure/core/dist/service/services/user.service';
import { HardenPlugin } from '@vendure/harden-plugin';
import { HideValidationErrorsPlugin } from '@vendure/harden-plugin/lib/src/middleware/hide-validation-errors-plugin';
import { defaultVendureComplexityEstimator } from '@vendure/harden-plugin/lib/src/middleware/query-complexity-plugin';
import { getConfigurationFunction } from '@vendure/core/dist/plugin/plugin-metadata';
import { PresetOnlyStrategy } from '@vendure/asset-server-plugin';
import { AssetServer } from '@vendure/asset-server-plugin/lib/src/asset-server';

test('defaults-table: the 3.7.3 defaults listed in the table', () => {
    const { apiOptions, authOptions, assetOptions } = defaultConfig;
    assert.deepEqual(authOptions.superadminCredentials, { identifier: 'superadmin', password: 'superadmin' });
    assert.equal(apiOptions.introspection, true);
    assert.equal(apiOptions.shopApiPlayground, false);
    assert.equal(apiOptions.adminApiPlayground, false);
    assert.deepEqual(apiOptions.cors, { origin: true, credentials: true });
    assert.equal(apiOptions.trustProxy, false);
    assert.equal(apiOptions.csrfPrevention, false);
    assert.equal(apiOptions.hostname, '');
    assert.equal(authOptions.tokenMethod, 'cookie');
    // 16 random bytes, base64url-encoded
    assert.equal(Buffer.from(authOptions.cookieOptions.secret as string, 'base64url').length, 16);
    assert.equal(authOptions.cookieOptions.httpOnly, true);
    assert.equal(authOptions.cookieOptions.sameSite, 'lax');
    assert.equal(authOptions.sessionDuration, '1y');
    assert.equal(authOptions.sessionCacheTTL, 300);
    assert.equal(authOptions.verificationTokenDuration, '7d');
    assert.equal(authOptions.requireVerification, true);
    assert.equal(authOptions.apiKeyHeaderKey, 'vendure-api-key');
    assert.equal(authOptions.authTokenHeaderKey, 'vendure-auth-token');
    assert.deepEqual(assetOptions.permittedFileTypes, ['image/*', 'video/*', 'audio/*', '.pdf']);
    assert.equal(assetOptions.uploadMaxFileSize, 20 * 1024 * 1024);
});

test('superadmin-check: the default password refuses production, is silent in test and warns otherwise', () => {
    const warnings: string[] = [];
    const logger = { warn: (m: string) => warnings.push(m) } as any;
    const defaults = { identifier: 'superadmin', password: 'superadmin' };
    assert.throws(
        () => checkSuperadminCredentials(defaults, { nodeEnv: 'production', logger }),
        /^Error: \[Vendure\] Refusing to start: Default superadmin password is configured/,
    );
    checkSuperadminCredentials(defaults, { nodeEnv: 'test', logger });
    assert.equal(warnings.length, 0);
    checkSuperadminCredentials(defaults, { nodeEnv: undefined, logger });
    assert.equal(warnings.length, 1);
    // only the password counts
    checkSuperadminCredentials({ identifier: 'superadmin', password: 'a long secret' }, { nodeEnv: 'production', logger });
});

test('password-length: the default validation accepts 4 to 72 characters', () => {
    const strategy = defaultConfig.authOptions.passwordValidationStrategy as DefaultPasswordValidationStrategy;
    const ctx = RequestContext.empty();
    assert.equal(strategy.validate(ctx, 'abc'), false);
    assert.equal(strategy.validate(ctx, 'abcd'), true);
    assert.equal(strategy.validate(ctx, 'a'.repeat(72)), true);
    assert.equal(strategy.validate(ctx, 'a'.repeat(73)), false);
});

test('bcrypt-rounds: passwords are hashed with bcrypt at cost 12', async () => {
    const hash = await new BcryptPasswordHashingStrategy().hash('correct horse');
    assert.match(hash, /^\$2[aby]\$12\$/);
});

test('admin-password-unchecked: creating an administrator user does not consult the validation strategy', async () => {
    let validated = 0;
    const service: any = Object.create(UserService.prototype);
    service.configService = {
        authOptions: { passwordValidationStrategy: { validate: () => (validated++, false) } },
    };
    service.passwordCipher = { hash: async (p: string) => `hashed:${p}` };
    service.connection = { getRepository: () => ({ save: async (e: unknown) => e }) };
    const user = await service.createAdminUser(RequestContext.empty(), 'admin@example.com', 'x');
    assert.equal(validated, 0);
    assert.equal(user.authenticationMethods[0].passwordHash, 'hashed:x');
});

test('token-order: the cookie wins over a bearer header, then the API key header, and only listed methods count', () => {
    const req = (session: any, headers: Record<string, string>) => ({
        session,
        get: (name: string) => headers[name.toLowerCase()],
    });
    const both = req({ token: 'from-cookie' }, { authorization: 'Bearer from-header', 'vendure-api-key': 'k' });
    assert.deepEqual(extractSessionToken(both as any, ['cookie', 'bearer', 'api-key'], 'vendure-api-key'), {
        method: 'cookie',
        token: 'from-cookie',
    });
    assert.deepEqual(extractSessionToken(both as any, ['bearer', 'api-key'], 'vendure-api-key'), {
        method: 'bearer',
        token: 'from-header',
    });
    const keyOnly = req(undefined, { 'vendure-api-key': 'k' });
    assert.equal(extractSessionToken(keyOnly as any, ['cookie', 'bearer'], 'vendure-api-key'), undefined);
    assert.deepEqual(extractSessionToken(keyOnly as any, ['cookie', 'api-key'], 'vendure-api-key'), {
        method: 'api-key',
        token: 'k',
    });
});

test('secure-true-dropped: a secure cookie over plain HTTP throws in the cookie library', () => {
    const res: any = { getHeader: () => undefined, setHeader: () => undefined };
    const req: any = { protocol: 'http', connection: {}, socket: {}, headers: {} };
    const cookies = new Cookies(req, res, { keys: ['k'] });
    assert.throws(() => cookies.set('session', 'v', { secure: true }), /Cannot send secure cookie over unencrypted connection/);
    assert.doesNotThrow(() => cookies.set('session', 'v', {}));
});

test('harden-prod-mode: apiMode prod turns off introspection and debug, and field suggestions are hidden by default', async () => {
    HardenPlugin.init({ maxQueryComplexity: 650, apiMode: 'prod' });
    const config: any = {
        apiOptions: { ...defaultConfig.apiOptions, apolloServerPlugins: [], adminApiDebug: true, shopApiDebug: true },
    };
    await getConfigurationFunction(HardenPlugin as any)!(config);
    assert.equal(config.apiOptions.introspection, false);
    assert.equal(config.apiOptions.adminApiDebug, false);
    assert.equal(config.apiOptions.shopApiDebug, false);
    assert.ok(config.apiOptions.apolloServerPlugins.some((p: unknown) => p instanceof HideValidationErrorsPlugin));
});

test('field-suggestions: an error with "Did you mean" becomes "Invalid request"', async () => {
    const hooks: any = await new HideValidationErrorsPlugin().requestDidStart();
    const requestContext: any = {
        errors: [{ message: 'Cannot query field "nam" on type "Product". Did you mean "name"?' }],
        response: {},
    };
    await hooks.willSendResponse(requestContext);
    assert.equal(requestContext.response.errors[0].message, 'Invalid request');
});

test('complexity-estimator: 1 per field plus children, lists x5, paginated lists weighted by take (1000 without)', () => {
    const schema = buildSchema(`
        interface PaginatedList { totalItems: Int! }
        type Product { id: ID! name: String! }
        type ProductList implements PaginatedList { items: [Product!]! totalItems: Int! }
        input ProductListOptions { take: Int }
        type Query { products(options: ProductListOptions): ProductList! tags: [String!]! }
    `);
    const score = (query: string) =>
        getComplexity({
            schema,
            query: parse(query),
            estimators: [defaultVendureComplexityEstimator({}, false), simpleEstimator({ defaultComplexity: 1 })],
        });
    // a list multiplies the score of its children by 5: a list of scalars has none
    assert.equal(score('{ tags }'), 0);
    // items: (id 1 + name 1) * 5 = 10; list: 10 + 1 (totalItems) = 11; paginated: 11 + round(ln(11) * take)
    assert.equal(score('{ products(options: { take: 10 }) { items { id name } totalItems } }'), 11 + Math.round(Math.log(11) * 10));
    assert.equal(score('{ products { items { id name } totalItems } }'), 11 + Math.round(Math.log(11) * 1000));
});

test('mime-signals: declared type, extension and content are each checked; XML content passes only with an +xml extension', async () => {
    const { fileTypeFromBuffer } = await import('file-type');
    const service: any = new (AssetService as any)(
        undefined,
        { assetOptions: { permittedFileTypes: defaultConfig.assetOptions.permittedFileTypes } },
    );
    const xml = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const xmlType = (await fileTypeFromBuffer(xml))?.mime;
    assert.ok(xmlType === 'application/xml' || xmlType === 'text/xml', String(xmlType));
    // .svg with XML content: accepted; .png with XML content: refused
    assert.equal(service.getPermittedMimeTypeError('logo.svg', 'image/svg+xml', xmlType), undefined);
    assert.equal(service.getPermittedMimeTypeError('logo.png', 'image/png', xmlType)?.errorCode, 'MIME_TYPE_ERROR');
    // an SVG without an XML declaration has no detected type and passes on its extension
    const bareSvg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    assert.equal(await fileTypeFromBuffer(bareSvg), undefined);
    assert.equal(service.getPermittedMimeTypeError('logo.svg', 'image/svg+xml', undefined), undefined);
    // a declared type that is not permitted, and a file recognised by neither extension nor content
    assert.equal(service.getPermittedMimeTypeError('a.png', 'text/html', 'image/png')?.errorCode, 'MIME_TYPE_ERROR');
    assert.equal(service.getPermittedMimeTypeError('a.phtml', 'image/png', undefined)?.errorCode, 'MIME_TYPE_ERROR');
    // raster-only list from the sample: SVG refused by its extension
    const rasterOnly: any = new (AssetService as any)(undefined, {
        assetOptions: { permittedFileTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
    });
    assert.equal(rasterOnly.getPermittedMimeTypeError('logo.svg', 'image/png', undefined)?.errorCode, 'MIME_TYPE_ERROR');
});

test('asset-headers: every asset gets nosniff and a no-script CSP; markup types also get sandbox and attachment', () => {
    const server: any = Object.create(AssetServer.prototype);
    const headersFor = (mimeType: string) => {
        const headers: Record<string, string> = {};
        server.setAssetSecurityHeaders({ setHeader: (k: string, v: string) => (headers[k] = v) }, mimeType);
        return headers;
    };
    const png = headersFor('image/png');
    assert.equal(png['X-Content-Type-Options'], 'nosniff');
    assert.match(png['Content-Security-Policy'], /script-src 'none'/);
    assert.equal(png['Content-Disposition'], undefined);
    const svg = headersFor('image/svg+xml');
    assert.match(svg['Content-Security-Policy'], /sandbox/);
    assert.equal(svg['Content-Disposition'], 'attachment');
    assert.equal(headersFor('text/html')['Content-Disposition'], 'attachment');
});

test('preset-only: width and height come from a preset, the default preset applies, unknown presets throw', () => {
    const presets = [
        { name: 'card', width: 400, height: 400, mode: 'resize' as const },
        { name: 'large', width: 800, height: 800, mode: 'resize' as const },
    ];
    const strategy = new PresetOnlyStrategy({ defaultPreset: 'large', permittedFormats: ['webp', 'jpg'] });
    const run = (input: any) => strategy.getImageTransformParameters({ input, availablePresets: presets } as any) as any;
    const fromUrl = run({ width: 5000, height: 5000, mode: 'crop', quality: 60, format: 'avif' });
    assert.deepEqual([fromUrl.width, fromUrl.height, fromUrl.mode], [800, 800, 'resize']);
    assert.equal(fromUrl.quality, undefined);
    assert.equal(fromUrl.format, undefined);
    assert.equal(run({ preset: 'card', quality: 75, format: 'webp' }).quality, 75);
    assert.throws(() => run({ preset: 'huge' }), /Preset "huge" not found/);
});

test('guard-forbidden-verbose: the auth guard refusal is logged at verbose level, a plain ForbiddenError as a warning', () => {
    const calls: string[] = [];
    const recorder: any = {
        error: () => calls.push('error'),
        warn: () => calls.push('warn'),
        info: () => calls.push('info'),
        verbose: () => calls.push('verbose'),
        debug: () => calls.push('debug'),
    };
    Logger.useLogger(recorder);
    const filter = new ExceptionLoggerFilter({ systemOptions: { errorHandlers: [] } } as any);
    const res: any = { status: () => res, json: () => res };
    const host: any = {
        getType: () => 'http',
        getHandler: () => undefined,
        switchToHttp: () => ({ getRequest: () => ({ url: '/x', path: '/x' }), getResponse: () => res }),
    };
    filter.catch(new ForbiddenError(LogLevel.Verbose) as any, host);
    filter.catch(new ForbiddenError() as any, host);
    assert.deepEqual(calls.filter(c => c !== 'debug'), ['verbose', 'warn']);
});
