/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first interest in `trigger` (src/client/directives/interaction.ts). */
    'client:interaction'?: { trigger: string; ready?: string } | string;
  }
}

export {};
