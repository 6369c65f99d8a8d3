/**
 * Staging on Replicate (replicate.com) through the official `replicate` package: a prediction is
 * created with the model version in REPLICATE_STAGING_MODEL (default: adirik/interior-design, a
 * Stable Diffusion interior model conditioned on the photo's segmentation and straight lines
 * (MLSD ControlNet), so walls, windows and doors stay where they are), then polled until it
 * succeeds or fails. HTTP contract: POST /v1/predictions `{ version, input }` → 201 prediction;
 * GET /v1/predictions/{id} → `{ status: starting|processing|succeeded|failed|canceled, output,
 * error }`; POST /v1/predictions/{id}/cancel. REPLICATE_API_BASE points at another host (tests).
 */
import Replicate from 'replicate';
import type { RenderState, StagingProvider } from './provider.ts';

export const REPLICATE_NEEDS = ['REPLICATE_API_TOKEN'] as const;

/** Model and version used unless REPLICATE_STAGING_MODEL says otherwise (check replicate.com for the latest version). */
export const DEFAULT_REPLICATE_MODEL = 'adirik/interior-design:76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38';

/** Inputs tuned for staging: strong prompt, structure kept by the model's ControlNets. */
const MODEL_SETTINGS = { num_inference_steps: 40, guidance_scale: 15, prompt_strength: 0.8 };

function versionOf(model: string): string {
  const version = model.split(':')[1];
  if (!version) throw new Error('REPLICATE_STAGING_MODEL must be owner/name:version');
  return version;
}

function outputUrl(output: unknown): string | null {
  if (typeof output === 'string') return output;
  if (Array.isArray(output) && typeof output[0] === 'string') return output[0];
  return null;
}

export function replicateProvider(env: Record<string, string | undefined>): StagingProvider {
  const base = env['REPLICATE_API_BASE']?.trim() || undefined;
  const client = new Replicate({ auth: env['REPLICATE_API_TOKEN']!.trim(), ...(base ? { baseUrl: base } : {}) });
  const version = versionOf(env['REPLICATE_STAGING_MODEL']?.trim() || DEFAULT_REPLICATE_MODEL);
  const testHost = base ? new URL(base).host : null;

  return {
    name: 'replicate',

    async start(request) {
      const prediction = await client.predictions.create({
        version,
        input: {
          image: request.imageUrl,
          prompt: request.prompt,
          negative_prompt: request.negativePrompt,
          ...MODEL_SETTINGS,
        },
      });
      return { id: prediction.id };
    },

    async status(id): Promise<RenderState> {
      const prediction = await client.predictions.get(id);
      if (prediction.status === 'succeeded') {
        const url = outputUrl(prediction.output);
        return url ? { state: 'succeeded', outputUrl: url } : { state: 'failed', error: 'The model returned no image.' };
      }
      if (prediction.status === 'failed' || prediction.status === 'canceled') {
        return {
          state: 'failed',
          error: typeof prediction.error === 'string' ? prediction.error : `Prediction ${prediction.status}.`,
        };
      }
      return { state: 'running' };
    },

    async cancel(id) {
      await client.predictions.cancel(id);
    },

    trustsOutput(url) {
      if (testHost && url.host === testHost) return true;
      return url.protocol === 'https:' && (url.hostname === 'replicate.delivery' || url.hostname.endsWith('.replicate.delivery'));
    },
  };
}
