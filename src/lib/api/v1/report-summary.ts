/**
 * GET /api/v1/report-summary: the postcode report cut to what an assistant or a list view needs
 * (about 3 KB instead of about 50 KB): where the postcode is, the four scorecard answers with
 * their comparisons, one line of figures per dataset, and which datasets hold data. Sources stay
 * in the answer's `meta.sources`, taken from the full report.
 */
import type { PostcodeReport } from '../../data/queries/postcode-report.ts';
import {
  broadbandHoldsData,
  crimeHoldsData,
  economicHoldsData,
  epcHoldsData,
  mobileHoldsData,
  propertyAgeHoldsData,
  schoolsHoldData,
} from '../metering/holds-data.ts';

export interface ReportSummary {
  postcode: string;
  place: {
    authority: string | null;
    ward: string | null;
    neighbourhood: string | null;
    region: string | null;
    lat: number | null;
    lng: number | null;
  };
  scorecard: { question: string; verdict: string; tone: string; figures: { label: string; value: string; period: string }[] }[];
  prices: {
    sector: string;
    sales: number;
    medianPrice: number;
    lastSaleAtPostcode: { price: number; date: string; propertyType: string } | null;
  } | null;
  crime: {
    total: number;
    radiusMetres: number | null;
    months: number;
    from: string | null;
    to: string | null;
    top: string[];
  } | null;
  schools: {
    radiusMetres: number;
    total: number;
    nearest: { name: string; phase: string | null; ofsted: string | null; metres: number }[];
  } | null;
  epc: { certificates: number; ratings: Record<string, number> } | null;
  propertyAge: { estimate: string | null; confidence: string } | null;
  broadband: { medianDownloadMbps: number | null } | null;
  population: { neighbourhood: number | null; ward: number | null };
  /** Datasets that hold data for this postcode, e.g. ["sales", "crime", "schools"]. */
  held: string[];
}

function figuresOf(figures: readonly { label: string; value: string; period?: string | null }[]) {
  return figures.map((f) => ({ label: f.label, value: f.value, period: f.period ?? '' }));
}

/** The summary of a full report (see the module comment). */
export function summariseReport(report: PostcodeReport): ReportSummary {
  const g = report.geography;
  const held: string[] = [];
  if (report.sales.value.length > 0 || report.sectorPrices) held.push('sales');
  if (crimeHoldsData(report.crime) === null) held.push('crime');
  if (schoolsHoldData(report.schools) === null) held.push('schools');
  if (epcHoldsData(report.epc) === null) held.push('epc');
  if (propertyAgeHoldsData(report.propertyAge) === null) held.push('propertyAge');
  if (broadbandHoldsData(report.broadband) === null) held.push('broadband');
  if (mobileHoldsData(report.mobile) === null) held.push('mobile');
  if (economicHoldsData(report.economy) === null) held.push('economy');
  if (report.population.lsoa || report.population.ward) held.push('population');

  const last = report.sales.value[0];
  const crime = report.crime;
  const schools = report.schools;
  const ratings = report.epc.ratingCounts as Record<string, number> | undefined;
  return {
    postcode: g.postcode,
    place: {
      authority: g.authority?.name ?? g.authority?.code ?? null,
      ward: g.ward?.name ?? null,
      neighbourhood: g.lsoa?.name ?? g.lsoa?.code ?? null,
      region: g.region?.name ?? null,
      lat: g.lat,
      lng: g.lng,
    },
    scorecard: report.scorecard.map((s) => ({
      question: s.question,
      verdict: s.verdict,
      tone: s.tone,
      figures: figuresOf(s.figures),
    })),
    prices: report.sectorPrices
      ? {
          sector: g.sector,
          sales: report.sectorPrices.value.sales,
          medianPrice: report.sectorPrices.value.medianPrice,
          lastSaleAtPostcode: last ? { price: last.price, date: last.date, propertyType: last.propertyType } : null,
        }
      : null,
    crime:
      crime && crimeHoldsData(crime) === null
        ? {
            total: crime.total,
            radiusMetres: crime.radiusMetres,
            months: crime.months.length,
            from: crime.months[0] ?? null,
            to: crime.months[crime.months.length - 1] ?? null,
            top: crime.categories.slice(0, 3).map((c) => `${c.category} (${c.count})`),
          }
        : null,
    schools:
      schools && schoolsHoldData(schools) === null
        ? {
            radiusMetres: schools.radiusMetres,
            total: schools.total,
            nearest: schools.schools.slice(0, 3).map((s) => ({
              name: s.name,
              phase: s.phase,
              ofsted: s.ofstedRating ?? null,
              metres: s.distanceMetres,
            })),
          }
        : null,
    epc:
      epcHoldsData(report.epc) === null
        ? { certificates: report.epc.total, ratings: Object.fromEntries(Object.entries(ratings ?? {}).filter(([, n]) => n > 0)) }
        : null,
    propertyAge:
      propertyAgeHoldsData(report.propertyAge) === null
        ? { estimate: report.propertyAge.estimate?.label ?? null, confidence: report.propertyAge.confidence }
        : null,
    broadband:
      report.broadband && broadbandHoldsData(report.broadband) === null
        ? { medianDownloadMbps: report.broadband.medianDownloadMbps?.value ?? null }
        : null,
    population: { neighbourhood: report.population.lsoa?.value ?? null, ward: report.population.ward?.value ?? null },
    held,
  };
}
