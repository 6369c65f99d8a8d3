/**
 * The shapes the valuation engine reads and returns. Prices are integer pounds (Price Paid Data
 * records whole pounds); dates are "YYYY-MM-DD" text and months "YYYY-MM".
 */

/** Price Paid property type: Detached, Semi-detached, Terraced, Flat/maisonette, Other. */
export type PropertyType = 'D' | 'S' | 'T' | 'F' | 'O';
/** Price Paid duration: Freehold or Leasehold. */
export type Tenure = 'F' | 'L';
/** Where a comparable was found, nearest first. */
export type GeographyLevel = 'postcode' | 'sector' | 'district';

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
  /** price × factor (× subject area ÷ comparable area in the £/m² method), whole pounds. */
  adjustedPrice: number;
  floorAreaM2: number | null;
  /** Weight in the estimate (relative; sums to 1). */
  weight: number;
}

export type ConfidenceGrade = 'high' | 'medium' | 'low';

export type ValuationResult =
  | {
      status: 'valued';
      asOf: string;
      /** Rounded to the nearest £1,000 (`roundEstimate`). */
      estimate: number;
      /** 80% range: low rounded down and high rounded up to £1,000, so rounding never narrows it. */
      range: { low: number; high: number; coverage: 0.8 };
      confidence: { grade: ConfidenceGrade; reason: string };
      method: 'price' | 'price-per-m2';
      level: GeographyLevel;
      index: { source: IndexSeries['source']; label: string; reason: string };
      comparables: Comparable[];
    }
  | {
      status: 'insufficient';
      asOf: string;
      /** Plain words, e.g. "Only 2 sales of semi-detached houses before 1 March 2020 within district M33." */
      reason: string;
      comparablesFound: number;
    };
