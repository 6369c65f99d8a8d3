import { canonicalStreet, sameHome, sameStreet } from './address.ts';
import type { CandidateSale, Subject } from './types.ts';

/** What the sales at the subject's postcode say about the home itself. */
export interface HomeEvidence {
  /** The home's own earlier sales (any type or category), newest first; empty when none or no address was given. */
  sales: CandidateSale[];
  /** The street as Price Paid spells it, or null when unknown. */
  street: string | null;
  /** Where the street came from: typed by the person, the home's own sale record, or every sale at the postcode. */
  streetSource: 'given' | 'home' | 'postcode' | null;
}

/**
 * Finds the home among the postcode's recorded sales and settles its street.
 *
 * The home's sales are those at the same postcode, strictly before `asOf`, whose SAON/PAON/street
 * name the same home as the address given (`sameHome`). The street is, in order: the typed street
 * as Price Paid spells it at this postcode (or as typed, upper case, when no sale there has it), the
 * street on the home's own latest sale, or the one street every earlier sale at the postcode is on
 * (at least two sales). Otherwise null: no street-level evidence is used.
 */
export function resolveHome(subject: Subject, postcodeSales: readonly CandidateSale[]): HomeEvidence {
  const here = postcodeSales.filter((s) => s.postcode === subject.postcode && s.date < subject.asOf);
  const address = subject.address;
  const seen = new Set<string>();
  const sales = address?.paon
    ? here
        .filter((s) => {
          if (seen.has(s.transactionId)) return false;
          seen.add(s.transactionId);
          return sameHome(address, { saon: s.saon ?? null, paon: s.paon ?? null, street: s.street ?? null });
        })
        .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.transactionId < b.transactionId ? -1 : 1))
    : [];
  if (address?.street) {
    const spelled = here.find((s) => sameStreet(address.street, s.street))?.street;
    return { sales, street: spelled ?? canonicalStreet(address.street), streetSource: 'given' };
  }
  const own = sales.find((s) => s.street)?.street;
  if (own) return { sales, street: own, streetSource: 'home' };
  const streets = new Set(here.map((s) => s.street ?? ''));
  if (here.length >= 2 && streets.size === 1 && !streets.has(''))
    return { sales, street: [...streets][0]!, streetSource: 'postcode' };
  return { sales, street: null, streetSource: null };
}
