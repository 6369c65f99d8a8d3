/**
 * The capability map as the build sees it: read once from the build's environment, so every
 * static page makes the same promise. The functions read the same map at run time
 * (functions/_shared/capabilities.ts). What is switched off is logged for the operator here.
 */
import { capabilities, operatorNotes } from '../../../functions/_shared/capabilities.ts';

export const BUILD_CAPABILITIES = capabilities(process.env);

for (const note of operatorNotes(process.env)) console.warn(`[capabilities] ${note}`);
