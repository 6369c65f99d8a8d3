/**
 * The build-time data the research pages add to `.local/build-data/` (beside the files
 * scripts/data/prepare-build-data.ts writes): place names, crime rates by place and what each
 * imported file holds. Written by scripts/prepare-research-data.ts, read by pages through
 * src/components/data/site-data.ts; a missing file reads as empty.
 */
import type { PlaceName } from './place-name.ts';
import type { AreaCrimeRate } from './queries/area-crime-rates.ts';
import type { DatasetExtent } from './queries/dataset-extents.ts';
import type { PlaceContext } from './queries/place-context.ts';

export const RESEARCH_DATA_FILE = 'research.json';

export interface ResearchData {
  places: PlaceName[];
  crimeRates: AreaCrimeRate[];
  extents: DatasetExtent[];
  /** What place pages compare with (England's Band D, EPC mixes); absent in files written before it existed. */
  context?: PlaceContext;
}

export const EMPTY_RESEARCH_DATA: ResearchData = { places: [], crimeRates: [], extents: [] };
