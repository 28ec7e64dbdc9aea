/** What the sample server's parent (server.ts) and child (server-process.ts) say to each other. */
export interface ServerOptions {
  port: number;
  /** Holds the populated database and the uploaded catalogue images; reused between runs. */
  dataDir: string;
  /** This server's own folder (its working copy of the database). */
  runDir: string;
  /** Compiled CommonJS modules whose exported plugin classes are added to the config. */
  pluginModules: string[];
  /** The initial data, products CSV and images of the pinned @vendure/create. */
  createAssets: { initialData: string; productsCsv: string; images: string };
  verbose: boolean;
  /** A built Dashboard app to serve at /dashboard (DashboardPlugin's appDir), as a new project does. */
  dashboardAppDir?: string;
}

export type ToParent =
  | { type: 'ready'; port: number; plugins: string[] }
  | { type: 'failed'; message: string }
  | { type: 'token'; id: number; value: string | null; error?: string };

/** Asks for the token that the shop e-mailed most recently (a real shop sends it to the customer). */
export type ToChild = { type: 'token'; id: number; kind: EmailedTokenKind };
export type EmailedTokenKind = 'verification' | 'passwordReset';
