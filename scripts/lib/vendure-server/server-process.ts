/**
 * The child process of the sample server (see ./server.ts, which starts it): boots the pinned
 * @vendure/core on sqljs, in-process, configured as a project made by @vendure/create is (bearer
 * and cookie tokens, the dummy payment handler, the asset server, GraphiQL, the default search and
 * scheduler plugins), plus
 * the plugins it is given. The first start populates the database with @vendure/create's initial
 * data, products and images and saves it; later starts load that file and are ready in seconds.
 *
 * It talks to its parent over IPC only: "ready" with the port, "failed" with the reason, and answers
 * to questions a sample needs a server-side answer to (a verification token that a real shop would
 * have e-mailed). It is a child process, not a module of the check, so that every server starts
 * with a clean TypeORM metadata registry (two pages may both define a `Review` entity) and so that
 * the check can always end it by its handle.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';
import type { Type, VendureConfig } from '@vendure/core';
import type { ServerOptions, ToChild, ToParent } from './protocol';

const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const send = (message: ToParent): void => {
  process.send?.(message);
};

function options(): ServerOptions {
  const raw = process.env.VENDURE_SAMPLE_SERVER;
  if (!raw) throw new Error('VENDURE_SAMPLE_SERVER (the server options as JSON) is not set');
  return JSON.parse(raw) as ServerOptions;
}

/** Exported classes of the modules that Nest knows as modules (a @VendurePlugin is one). */
function pluginClasses(modulePaths: string[]): Array<Type<unknown>> {
  const found: Array<Type<unknown>> = [];
  for (const path of modulePaths) {
    const exports = require(path) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (typeof value !== 'function') continue;
      // Nest's @Module (which @VendurePlugin applies) stores each metadata key on the class.
      const keys = Reflect.getMetadataKeys(value) as unknown[];
      if (keys.includes('imports') || keys.includes('providers')) found.push(value as Type<unknown>);
    }
  }
  return found;
}

async function buildConfig(opts: ServerOptions, location: string, plugins: Array<Type<unknown>>): Promise<VendureConfig> {
  const core = await import('@vendure/core');
  const { AssetServerPlugin } = await import('@vendure/asset-server-plugin');
  const { GraphiqlPlugin } = await import('@vendure/graphiql-plugin');
  const dashboard = opts.dashboardAppDir
    ? [(await import('@vendure/dashboard/plugin')).DashboardPlugin.init({ route: 'dashboard', appDir: opts.dashboardAppDir })]
    : [];
  return {
    apiOptions: { port: opts.port, adminApiPath: 'admin-api', shopApiPath: 'shop-api' },
    authOptions: {
      tokenMethod: ['bearer', 'cookie'],
      superadminCredentials: { identifier: 'superadmin', password: 'superadmin' },
      cookieOptions: { secret: 'sample-server' },
    },
    dbConnectionOptions: {
      type: 'sqljs',
      location,
      autoSave: false,
      // A page's plugin may bring entities and custom fields: its tables are made on the copy.
      synchronize: true,
      logging: false,
    },
    paymentOptions: { paymentMethodHandlers: [core.dummyPaymentHandler] },
    importExportOptions: { importAssetsDir: opts.createAssets.images },
    logger: new core.DefaultLogger({ level: opts.verbose ? core.LogLevel.Info : core.LogLevel.Warn }),
    plugins: [
      AssetServerPlugin.init({ route: 'assets', assetUploadDir: join(opts.dataDir, 'assets') }),
      core.DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
      core.DefaultSchedulerPlugin.init(),
      // GraphiQL at /graphiql/admin and /graphiql/shop, as a new project has it ("Open in GraphiQL").
      GraphiqlPlugin.init(),
      ...dashboard,
      ...plugins,
    ],
  };
}

/** Resolves once every job of the in-memory queue has settled (search indexing after an import). */
async function jobsSettled(app: INestApplication): Promise<void> {
  const core = await import('@vendure/core');
  const strategy = app.get(core.ConfigService).jobQueueOptions.jobQueueStrategy as unknown as {
    findMany(): Promise<{ items: Array<{ isSettled: boolean }> }>;
  };
  for (let i = 0; i < 600; i++) {
    const { items } = await strategy.findMany();
    if (items.every((job) => job.isSettled)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the job queue did not settle within 2 minutes');
}

async function boot(config: VendureConfig): Promise<INestApplication> {
  const core = await import('@vendure/core');
  const app = await core.bootstrap(config);
  // As in @vendure/testing: jobs run in this process, so search indexing happens without a worker.
  await app.get(core.JobQueueService).start();
  return app;
}

async function populate(opts: ServerOptions, target: string): Promise<void> {
  const core = await import('@vendure/core');
  const { populate: populateShop } = await import('@vendure/core/cli');
  const working = `${target}.populating`;
  const config = await buildConfig(opts, working, []);
  const app = await populateShop(() => boot(config), opts.createAssets.initialData, opts.createAssets.productsCsv);
  const ctx = await app.get(core.RequestContextService).create({ apiType: 'admin' });
  await app.get(core.SearchService).reindex(ctx);
  await jobsSettled(app);
  const driver = app.get(core.TransactionalConnection).rawConnection.driver as unknown as { save(location: string): Promise<void> };
  await driver.save(working);
  await app.close();
  // Renamed at the end, so a population that was cut short is never taken for a finished one.
  renameSync(working, target);
}

async function tokenFor(app: INestApplication, message: Extract<ToChild, { type: 'token' }>): Promise<string | null> {
  const core = await import('@vendure/core');
  const column = message.kind === 'verification' ? 'verificationToken' : 'passwordResetToken';
  const method = await app
    .get(core.TransactionalConnection)
    .rawConnection.getRepository(core.NativeAuthenticationMethod)
    .findOne({ where: { [column]: Not(IsNull()) }, order: { updatedAt: 'DESC', id: 'DESC' } });
  return method?.[column] ?? null;
}

async function main(): Promise<void> {
  const opts = options();
  mkdirSync(opts.dataDir, { recursive: true });
  const saved = join(opts.dataDir, 'populated.sqlite');
  // Rebuilt weekly, so that "created in the last 30 days" (a sample's collection filter) stays true.
  if (!existsSync(saved) || Date.now() - statSync(saved).mtimeMs > MAX_AGE_MS) await populate(opts, saved);
  // Every server works on a copy, so a sample's writes never reach the saved database.
  const copy = join(opts.runDir, 'shop.sqlite');
  mkdirSync(dirname(copy), { recursive: true });
  copyFileSync(saved, copy);
  const plugins = pluginClasses(opts.pluginModules);
  const app = await boot(await buildConfig(opts, copy, plugins));
  process.on('message', (message: ToChild) => {
    if (message.type === 'token') {
      tokenFor(app, message).then(
        (value) => send({ type: 'token', id: message.id, value }),
        (error: unknown) => send({ type: 'token', id: message.id, value: null, error: String(error) }),
      );
    }
  });
  const stop = (): void => {
    app.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  send({ type: 'ready', port: opts.port, plugins: plugins.map((plugin) => plugin.name) });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
