/**
 * The image model behind staging, chosen by configuration. STAGING_PROVIDER names it
 * (default `replicate`); each provider lists the variables it needs, so the studio can say
 * exactly which one is missing. Add a provider by adding an entry to PROVIDERS.
 */
import { replicateProvider, REPLICATE_NEEDS } from './replicate-provider.ts';

export interface RenderRequest {
  /** A URL the provider can fetch the cleaned original from (a signed storage URL). */
  imageUrl: string;
  prompt: string;
  negativePrompt: string;
}

export type RenderState = { state: 'running' } | { state: 'succeeded'; outputUrl: string } | { state: 'failed'; error: string };

export interface StagingProvider {
  name: string;
  start(request: RenderRequest): Promise<{ id: string }>;
  status(id: string): Promise<RenderState>;
  cancel(id: string): Promise<void>;
  /** Whether a result URL may be downloaded (the provider's own delivery hosts only). */
  trustsOutput(url: URL): boolean;
}

type Env = Record<string, string | undefined>;

const PROVIDERS: Record<string, { needs: readonly string[]; make: (env: Env) => StagingProvider }> = {
  replicate: { needs: REPLICATE_NEEDS, make: replicateProvider },
};

export function providerName(env: Env = process.env): string {
  return env['STAGING_PROVIDER']?.trim().toLowerCase() || 'replicate';
}

/** The variables still to set before images can be generated ([] when ready). */
export function missingProviderConfig(env: Env = process.env): string[] {
  const entry = PROVIDERS[providerName(env)];
  if (!entry) return ['STAGING_PROVIDER'];
  return entry.needs.filter((name) => !env[name]?.trim());
}

/** The configured provider, or null when generation is not switched on. */
export function stagingProvider(env: Env = process.env): StagingProvider | null {
  const entry = PROVIDERS[providerName(env)];
  if (!entry || missingProviderConfig(env).length > 0) return null;
  return entry.make(env);
}
