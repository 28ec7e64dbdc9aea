/**
 * The types the dashboard's shipped `.ts`/`.tsx` sources leave to inference (mostly component
 * return types), asked of the checker so the reference can print complete signatures.
 *
 * Building the program costs far more than everything else the reference step does, so it runs in
 * a worker thread while the main thread parses the other packages, and its result is cached per
 * package version by the caller.
 */
import { join, relative } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import ts from 'typescript';
import { dashboardPathAliases, dashboardStubbedModules } from '../../config/reference-packages';
import { inferredTypeTargets } from '../../generators/typescript/jsdoc-ranges';

export type TypeHints = Record<string, Record<number, string>>;

const toPosix = (p: string): string => p.split('\\').join('/');

export function computeTypeHints(pkgRoot: string, sourceFiles: string[]): TypeHints {
  const options: ts.CompilerOptions = {
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    baseUrl: pkgRoot,
    paths: dashboardPathAliases,
  };
  const host = ts.createCompilerHost(options);
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseNone;
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    dashboardStubbedModules.test(toPosix(fileName))
      ? ts.createSourceFile(fileName, 'export {};', languageVersion)
      : readSourceFile(fileName, languageVersion, ...rest);
  const program = ts.createProgram(sourceFiles, options, host);
  const checker = program.getTypeChecker();
  const flags =
    ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.UseFullyQualifiedType;
  const hints: TypeHints = {};
  for (const abs of sourceFiles) {
    const sf = program.getSourceFile(abs);
    if (!sf) throw new Error(`${abs}: not part of the dashboard type program`);
    const own: Record<number, string> = {};
    for (const node of inferredTypeTargets(sf)) {
      let type: ts.Type;
      if (ts.isFunctionLike(node)) {
        const sig = checker.getSignatureFromDeclaration(node);
        if (!sig) continue;
        type = checker.getReturnTypeOfSignature(sig);
      } else {
        type = checker.getTypeAtLocation((node as ts.NamedDeclaration).name ?? node);
      }
      own[node.getStart(sf)] = checker.typeToString(type, node, flags);
    }
    hints[toPosix(relative(pkgRoot, abs))] = own;
  }
  return hints;
}

/** Runs `computeTypeHints` in a worker thread (tsx is registered there the same way as here). */
export function computeTypeHintsInWorker(pkgRoot: string, sourceFiles: string[]): Promise<TypeHints> {
  return new Promise((resolve, reject) => {
    const self = join(__dirname, 'typescript-reference-hints.ts');
    const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(self)});`, {
      eval: true,
      workerData: { task: 'type-hints', pkgRoot, sourceFiles },
    });
    worker.once('message', (hints: TypeHints) => resolve(hints));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the type-hints worker exited with code ${code}`));
    });
  });
}

if (!isMainThread && (workerData as { task?: string } | undefined)?.task === 'type-hints') {
  const { pkgRoot, sourceFiles } = workerData as { pkgRoot: string; sourceFiles: string[] };
  parentPort!.postMessage(computeTypeHints(pkgRoot, sourceFiles));
}
