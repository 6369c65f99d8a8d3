/** The shape of one documented API endpoint. Pure data: the docs pages render it. */

export interface DataSourceRef {
  name: string;
  publisher: string;
  licence: string;
  url: string;
}

/**
 * What a documentation page says about an endpoint beyond its interface: who it is for, the limits
 * of the data, the sources and the site's tools on the same data. The interface itself (parameters,
 * examples, errors, fields, cost) comes from the OpenAPI document.
 */
export interface ApiEndpointDoc {
  /** Matches the docs page: /api-docs/{slug}, and `docsSlug` in src/lib/api/v1/endpoints.ts. */
  slug: string;
  name: string;
  summary: string;
  /** Who the endpoint is for and what they use it for. */
  useCases: readonly string[];
  sources: readonly DataSourceRef[];
  /** Limits of the data a caller must know about. */
  caveats: readonly string[];
  /** Registry paths of the site's tools that use the same data. */
  relatedTools: readonly string[];
}
