/**
 * The function table: every entry file in functions/ imported once at start-up, routed the way
 * Netlify routes them, from each module's own `config.path`, `config.excludedPath` and
 * `config.method` (no path: `/.netlify/functions/<name>`). Background functions (`-background`
 * name or `config.background`) answer 202 at once and run on.
 */
import { readdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';
import { compilePathPattern, matchPathPattern, type PathParams, type PathPattern } from '../../src/lib/config/path-pattern.ts';

export type FunctionHandler = (request: Request, context: Context) => Response | Promise<Response | void> | void;

export interface FunctionRoute {
  name: string;
  handler: FunctionHandler;
  paths: PathPattern[];
  excluded: PathPattern[];
  /** Upper-case methods the function takes; empty means all. */
  methods: string[];
  background: boolean;
  preferStatic: boolean;
  /** A scheduled function's cron expression (config.schedule); such functions have no URL. */
  schedule: string | null;
}

export interface FunctionMatch {
  route: FunctionRoute;
  params: PathParams;
}

const ENTRY = /^[^._][^.]*\.(ts|mts|js|mjs)$/;

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** How a function module is imported: Node's own `import()` by default; the dev server passes Vite's loader. */
export type ModuleImporter = (file: string) => Promise<Record<string, unknown>>;

const nativeImport: ModuleImporter = (file) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

/** Imports every function entry in `dir` (files starting with `_` or `.`, and tests, are not entries). */
export async function loadFunctions(dir: string, importModule: ModuleImporter = nativeImport): Promise<FunctionRoute[]> {
  const files = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && ENTRY.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => entry.name)
    .sort();
  const routes: FunctionRoute[] = [];
  for (const file of files) {
    const name = basename(file, extname(file));
    const mod = (await importModule(join(dir, file))) as { default?: unknown; config?: Config };
    if (typeof mod.default !== 'function') throw new Error(`functions/${file} has no default export function`);
    const config = (mod.config ?? {}) as Config & {
      path?: string | string[];
      excludedPath?: string | string[];
      schedule?: string;
    };
    const paths = asList(config.path);
    const schedule = typeof config.schedule === 'string' ? config.schedule : null;
    routes.push({
      name,
      handler: mod.default as FunctionHandler,
      // Scheduled functions run on their schedule only, never from a URL (as on Netlify).
      paths: schedule ? [] : (paths.length > 0 ? paths : [`/.netlify/functions/${name}`]).map(compilePathPattern),
      schedule,
      excluded: asList(config.excludedPath).map(compilePathPattern),
      methods: asList(config.method).map((m) => m.toUpperCase()),
      background: config.background === true || name.endsWith('-background'),
      preferStatic: config.preferStatic === true,
    });
  }
  return routes;
}

/** The first function whose path (and method, when it limits them) matches. */
export function matchFunction(routes: readonly FunctionRoute[], method: string, pathname: string): FunctionMatch | null {
  for (const route of routes) {
    if (route.methods.length > 0 && !route.methods.includes(method.toUpperCase())) continue;
    if (route.excluded.some((pattern) => matchPathPattern(pattern, pathname))) continue;
    for (const pattern of route.paths) {
      const params = matchPathPattern(pattern, pathname);
      if (params) return { route, params };
    }
  }
  return null;
}
