/** The shape of one documented API endpoint. Pure data: the docs pages render it. */

export type HttpMethod = 'GET' | 'POST';

export interface ApiParam {
  name: string;
  /** Where the parameter goes. */
  in: 'query' | 'body';
  type: 'string' | 'integer' | 'number' | 'boolean' | 'date';
  required: boolean;
  description: string;
  /** The value used in the example request. */
  example: string | number | boolean;
}

export interface ApiField {
  /** Dotted path into the response, e.g. `bands[].rate_percent`. */
  name: string;
  type: string;
  description: string;
}

export interface DataSourceRef {
  name: string;
  publisher: string;
  licence: string;
  url: string;
}

export interface ApiEndpointDoc {
  /** Matches the docs page: /api-docs/{slug}. */
  slug: string;
  name: string;
  method: HttpMethod;
  /** Path below the API base URL, e.g. `/stamp-duty`. */
  path: string;
  summary: string;
  /** Who the endpoint is for and what they use it for. */
  useCases: readonly string[];
  params: readonly ApiParam[];
  /** A shape example: values are illustrative unless `exampleNote` says otherwise. */
  exampleResponse: unknown;
  exampleNote: string;
  fields: readonly ApiField[];
  creditCost: number;
  sources: readonly DataSourceRef[];
  /** Limits of the data a caller must know about. */
  caveats: readonly string[];
  /** Registry paths of the site's tools that use the same data. */
  relatedTools: readonly string[];
}
