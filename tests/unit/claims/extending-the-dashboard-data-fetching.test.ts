import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AwesomeGraphQLClient, GraphQLRequestError } from 'awesome-graphql-client';

// The Dashboard's `api` client is a thin wrapper around AwesomeGraphQLClient
// (@vendure/dashboard/src/lib/graphql/api.ts). A fake fetch returns a GraphQL error
// response, so no server or network is involved.
function clientReturningErrors(errors: Array<{ message: string; extensions?: Record<string, unknown> }>) {
    return new AwesomeGraphQLClient({
        endpoint: 'http://localhost:3000/admin-api',
        fetch: async () =>
            new Response(JSON.stringify({ data: null, errors }), {
                status: 200,
                headers: { 'content-type': 'application/json' },
            }),
    });
}

test('graphql-error-message: rejects with "GraphQL Request Error:" and the first error message', async () => {
    const client = clientReturningErrors([
        { message: 'You are not currently authorized to perform this action', extensions: { code: 'FORBIDDEN' } },
        { message: 'second error' },
    ]);
    await assert.rejects(client.request('query { activeAdministrator { id } }'), (err: unknown) => {
        assert.ok(err instanceof Error);
        assert.equal(
            err.message,
            'GraphQL Request Error: You are not currently authorized to perform this action',
        );
        return true;
    });
});

test('graphql-error-extensions: the error carries extensions of the first error and all errors as fieldErrors', async () => {
    const client = clientReturningErrors([
        { message: 'first', extensions: { code: 'USER_INPUT_ERROR' } },
        { message: 'second' },
    ]);
    await assert.rejects(client.request('query { activeAdministrator { id } }'), (err: unknown) => {
        assert.ok(err instanceof GraphQLRequestError);
        assert.deepEqual(err.extensions, { code: 'USER_INPUT_ERROR' });
        assert.equal(err.fieldErrors?.length, 2);
        return true;
    });
});
