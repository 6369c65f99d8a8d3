import type { AddressParts } from './address.ts';
import type { Freshness } from './freshness.ts';
import type { SubjectFloorArea } from './epc-match.ts';
import type { PriceBand } from './price-band.ts';
import type { RepeatSale } from './repeat-sale.ts';

/**
 * The shapes the valuation engine reads and returns. Prices are integer pounds (Price Paid Data
 * records whole pounds); dates are "YYYY-MM-DD" text and months "YYYY-MM".
 */

/** Price Paid property type: Detached, Semi-detached, Terraced, Flat/maisonette, Other. */
export type PropertyType = 'D' | 'S' | 'T' | 'F' | 'O';
/** Price Paid duration: Freehold or Leasehold. */
export type Tenure = 'F' | 'L';
/** Where a comparable was found, nearest first: the postcode, the same street elsewhere in the district, the sector, the district. */
export type GeographyLevel = 'postcode' | 'street' | 'sector' | 'district';

/** The property to value. */
export interface Subject {
  /** Normalised postcode "M33 3HJ" with its sector "M33 3" and district (outward code) "M33". */
  postcode: string;
  sector: string;
  district: string;
  propertyType: PropertyType;
  tenure: Tenure;
  /** When known, comparables with the same new-build flag are preferred. */
  newBuild?: boolean;
  /** Total floor area in m² (as on an EPC); enables the £/m² method when comparables have areas. */
  floorAreaM2?: number;
  /** The valuation date: only sales strictly before it are used. */
  asOf: string;
  /** The home itself, when the person gave its house number or name (and perhaps street). */
  address?: AddressParts | null;
}

/** One recorded sale handed to the engine (a row of open_data.price_paid). */
export interface CandidateSale {
  transactionId: string;
  price: number;
  date: string;
  postcode: string;
  sector: string;
  district: string;
  propertyType: PropertyType | null;
  tenure: Tenure | null;
  newBuild: boolean;
  /** Price Paid category: A standard price paid, B additional (repossessions, buy-to-let, transfers to companies). */
  category: 'A' | 'B' | null;
  /** Display address "FLAT 2, 12, HIGH STREET"; `saon`/`paon`/`street` as Price Paid records them. */
  address: string;
  saon?: string | null;
  paon?: string | null;
  street?: string | null;
  /** EPC total floor area matched to this sale's address, when the EPC register covers it. */
  floorAreaM2?: number | null;
  /** The postcode's centroid (ONS), when the postcode lookup holds it: distance weighting. */
  lat?: number | null;
  lng?: number | null;
}

/** A monthly index: values relative to any base; only ratios are used. */
export interface IndexPoint {
  period: string;
  value: number;
  /** Sales behind the month (derived index) or the published sales volume (UK HPI), when known. */
  sales?: number;
  /** True when the month had too few sales to move the index on its own (derived index only). */
  thin?: boolean;
}

export interface IndexSeries {
  source: 'uk-hpi' | 'price-paid-derived';
  /** Where the series applies, e.g. "North West (E12000002), all property types" or "district M33". */
  label: string;
  points: IndexPoint[];
}

/** A comparable as the result reports it. */
export interface Comparable {
  transactionId: string;
  address: string;
  postcode: string;
  date: string;
  price: number;
  propertyType: PropertyType | null;
  tenure: Tenure | null;
  newBuild: boolean;
  level: GeographyLevel;
  /** Plain words: "same postcode; same type and tenure; sold 4 months before". */
  reason: string;
  /** Index at the valuation month ÷ index at the sale month. */
  adjustmentFactor: number;
  /** price × factor (× subject area ÷ comparable area in the £/m² method, × the new-build premium when the flags differ), whole pounds. */
  adjustedPrice: number;
  floorAreaM2: number | null;
  /** Weight in the estimate (relative; sums to 1). */
  weight: number;
}

export type ConfidenceGrade = 'high' | 'medium' | 'low';

/** The evidence a figure rests on, as the card names it. */
export interface EvidenceUsed {
  /** The home's own earlier sale brought forward, when it sold before (used or not, with why). */
  repeatSale: RepeatSale | null;
  /** Comparables in the same postcode, on the same street elsewhere in the district, and in the area baseline. */
  samePostcode: number;
  sameStreet: number;
  /** The street the same-street sales are on, and where it came from. */
  street: { name: string; source: 'given' | 'home' | 'postcode' } | null;
  baseline: { level: 'sector' | 'district'; sales: number };
  /** The subject's floor area (given, or from its EPC) and the £/m² it implies; null when unknown. */
  floorArea: (SubjectFloorArea & { poundsPerM2: number }) | null;
  /** One sentence naming the evidence, e.g. "Its own sale in March 2019 brought forward, blended with 6 sales in the same street…". */
  summary: string;
}

/** What the figure could and could not take into account, in one or two lines. */
export interface ValuationLimits {
  /** The period and price band of the standard sales of this type in the district the valuation could draw on. */
  band: PriceBand | null;
  /** The prices of standard sales of every type in the district over the same period: what the data can see here. */
  coverage: PriceBand | null;
  /** Set when the value is likely above (below) that coverage: the comparables crowd its edge, or the range reaches well past it. */
  outside: 'above' | 'below' | null;
  lines: string[];
}

export type ValuationResult =
  | {
      status: 'valued';
      asOf: string;
      /** Rounded to the nearest £1,000 (`roundEstimate`). */
      estimate: number;
      /** The figure with its month and the newest evidence's: "£182,000 in December 2019 (newest sale used: November 2019)". */
      headline: string;
      /** The value date, the newest evidence and index month, and whether their age widened the range. */
      freshness: Freshness;
      /** 80% range: low rounded down and high rounded up to £1,000, so rounding never narrows it. */
      range: { low: number; high: number; coverage: 0.8 };
      /** The walk-forward calibration cell that scaled the range (conformal.ts), or null when none is stored. */
      rangeCalibration: RangeCalibrationUsed | null;
      /**
       * The grade and why. `predictedError` is the median absolute error the calibration expects for
       * evidence like this (0.09 ≈ 9%); the grade follows from it (see params.ts).
       */
      confidence: { grade: ConfidenceGrade; reason: string; predictedError: number };
      method: 'price' | 'price-per-m2' | 'repeat-sale';
      level: GeographyLevel;
      index: { source: IndexSeries['source']; label: string; reason: string };
      evidence: EvidenceUsed;
      limits: ValuationLimits;
      comparables: Comparable[];
    }
  | {
      status: 'insufficient';
      /** Too few sales and no usable earlier sale, or evidence too old to bridge (`FRESHNESS_LIMITS`). */
      why: 'too-few-sales' | 'stale-evidence';
      asOf: string;
      /** Plain words, e.g. "Only 2 sales of semi-detached houses before 1 March 2020 within district M33." */
      reason: string;
      comparablesFound: number;
    };

/** Which calibration cell scaled a range, and what it was measured on. */
export interface RangeCalibrationUsed {
  /** "medium grade · semi-detached houses · £150,000 to £250,000" (wider when the cell was thin). */
  cell: string;
  /** Walk-forward valuations behind the cell. */
  sales: number;
  /** Multiplier of the engine's half-widths. */
  scale: number;
  dataDate: string;
  dataVersion: string;
}
