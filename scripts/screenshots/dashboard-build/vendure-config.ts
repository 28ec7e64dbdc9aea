/**
 * The configuration the Dashboard app is built against for the user guide's screenshots: the same
 * plugins as the sample server (scripts/lib/vendure-server/server-process.ts) and a new project, so
 * that the app shows the screens a shop made with @vendure/create shows. The Vite plugin only reads it
 * (to find dashboard extensions and custom fields); the server that serves the app is the sample
 * server, with DashboardPlugin pointed at the built app.
 */
import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import { DefaultSchedulerPlugin, DefaultSearchPlugin, dummyPaymentHandler, VendureConfig } from '@vendure/core';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import path from 'path';

export const config: VendureConfig = {
    apiOptions: { port: 3000, adminApiPath: 'admin-api', shopApiPath: 'shop-api' },
    authOptions: { tokenMethod: ['bearer', 'cookie'] },
    dbConnectionOptions: { type: 'sqljs', synchronize: false },
    paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
    plugins: [
        AssetServerPlugin.init({ route: 'assets', assetUploadDir: path.join(__dirname, 'assets') }),
        DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
        DefaultSchedulerPlugin.init(),
        DashboardPlugin.init({ route: 'dashboard', appDir: path.join(__dirname, 'dashboard') }),
    ],
};
