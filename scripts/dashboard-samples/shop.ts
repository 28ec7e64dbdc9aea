/**
 * The sample shop with the Dashboard samples built in: the sample server (scripts/lib/vendure-server)
 * serving the samples' Dashboard build, with the plugins of the pages that show server code, and the
 * customers and orders of the user guide's shop (two placed orders, whose payments await capture, and
 * a draft), plus a second order of the first customer (order 4), so that an order page has a previous
 * order of the same customer to show.
 */
import { startVendureServer, type VendureServer } from '../lib/vendure-server/server';
import { adminClient, customers, placeOrder, prepareShop } from '../screenshots/prepare-shop';
import { buildAppSample, type AppSample } from './app-sample';
import { buildDashboardSamples, type DashboardSamplesBuild } from './build';

export interface SamplesShop {
  server: VendureServer;
  build: DashboardSamplesBuild;
}

export async function startSamplesShop(root = process.cwd(), log: (line: string) => void = console.log): Promise<SamplesShop> {
  const build = await buildDashboardSamples({ root, log });
  const server = await startVendureServer({ root, dashboardAppDir: build.appDir, pluginModules: build.serverModules });
  try {
    await prepareShop(server);
    await placeOrder(server, customers[0]);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { server, build };
}

/** Settles the payment of an order (its state becomes PaymentSettled), as staff do on the order page; returns its code. */
export async function settleOrderPayment(server: VendureServer, orderId: string): Promise<string> {
  const admin = await adminClient(server);
  const { order } = (await admin.run('query($id: ID!) { order(id: $id) { code payments { id } } }', { id: orderId })) as {
    order: { code: string; payments: Array<{ id: string }> };
  };
  for (const payment of order.payments) await admin.run('mutation($id: ID!) { settlePayment(id: $id) { __typename } }', { id: payment.id });
  return order.code;
}

/** The sample shop serving the app of a sample that changes the whole app (app-sample.ts), with the same customers and orders. */
export async function startAppSampleShop(sample: AppSample, root = process.cwd(), log: (line: string) => void = console.log): Promise<VendureServer> {
  const appDir = await buildAppSample(root, sample, log);
  const server = await startVendureServer({ root, dashboardAppDir: appDir });
  try {
    await prepareShop(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
