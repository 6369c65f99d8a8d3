/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first interest in `trigger` (src/client/directives/interaction.ts). */
    'client:interaction'?: { trigger: string; ready?: string } | string;
    /** Hydrate only for a signed-in visitor, at idle (src/client/directives/session.ts). */
    'client:session'?: boolean;
  }
}

export {};
