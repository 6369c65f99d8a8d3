/** The project's own client directives, registered with Astro (see astro.config.mjs). */
import type { AstroIntegration } from 'astro';

export function clientDirectives(): AstroIntegration {
  return {
    name: 'brickstack:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: './src/client/directives/interaction.ts' });
        addClientDirective({ name: 'session', entrypoint: './src/client/directives/session.ts' });
      },
    },
  };
}
