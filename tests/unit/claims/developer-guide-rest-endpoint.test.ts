import { test } from 'node:test';
import assert from 'node:assert/strict';

process.env.VENDURE_DISABLE_TELEMETRY = 'true';

import { NotFoundException } from '@nestjs/common';
import {
    defaultConfig,
    EntityNotFoundError,
    ForbiddenError,
    IllegalOperationError,
    UnauthorizedError,
    UserInputError,
} from '@vendure/core';
import { getApiType } from '@vendure/core/dist/api/common/get-api-type';
import { ExceptionLoggerFilter } from '@vendure/core/dist/api/middleware/exception-logger.filter';
import { ListQueryBuilder } from '@vendure/core/dist/service/helpers/list-query-builder/list-query-builder';

/** Runs the filter for an error raised in a REST handler and returns what it sends. */
function respond(error: unknown, url = '/feeds/stock') {
    const filter = new ExceptionLoggerFilter({ systemOptions: { errorHandlers: [] } } as any);
    const sent: { status?: number; body?: any } = {};
    const res = {
        status(code: number) {
            sent.status = code;
            return res;
        },
        json(body: unknown) {
            sent.body = body;
            return res;
        },
    };
    const req = { url, path: url };
    const host = {
        getType: () => 'http',
        getHandler: () => undefined,
        switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
    };
    filter.catch(error as any, host as any);
    return sent;
}

test('error-statuses: the exception filter maps Vendure errors to 400, 401, 403 and everything else to 500', () => {
    assert.equal(respond(new UserInputError('bad')).status, 400);
    assert.equal(respond(new IllegalOperationError('no')).status, 400);
    assert.equal(respond(new UnauthorizedError()).status, 401);
    assert.equal(respond(new ForbiddenError()).status, 403);
    assert.equal(respond(new EntityNotFoundError('ProductVariant', 1)).status, 500);
    assert.equal(respond(new Error('boom')).status, 500);
    // NestJS HttpExceptions keep their own status
    assert.equal(respond(new NotFoundException()).status, 404);
});

test('forbidden-body: a refused REST call gets the untranslated key in a small JSON body', () => {
    const { status, body } = respond(new ForbiddenError());
    assert.equal(status, 403);
    assert.deepEqual(Object.keys(body), ['statusCode', 'message', 'timestamp', 'path']);
    assert.equal(body.statusCode, 403);
    assert.equal(body.message, 'FORBIDDEN: error.forbidden');
    assert.equal(body.path, '/feeds/stock');
});

test('api-type-custom: without GraphQL info the API type is custom', () => {
    assert.equal(getApiType(undefined), 'custom');
});

test('take-limit: list queries of any API type but admin are held to shopListQueryLimit (100 by default)', () => {
    assert.equal(defaultConfig.apiOptions.shopListQueryLimit, 100);
    const builder = Object.create(ListQueryBuilder.prototype);
    builder.configService = { apiOptions: defaultConfig.apiOptions };
    builder.connection = { rawConnection: {} };
    assert.throws(() => builder.parseTakeSkipParams('custom', { take: 101 }), UserInputError);
    assert.deepEqual(builder.parseTakeSkipParams('custom', { take: 100 }), { take: 100, skip: 0 });
    assert.doesNotThrow(() => builder.parseTakeSkipParams('admin', { take: 500 }));
});
