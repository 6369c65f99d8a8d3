/**
 * One heading case across the site: sentence case, as GOV.UK and the Guardian write headings
 * (docs/decisions/design.md). Only the first word, acronyms and proper names keep capitals:
 * "Interest-Only Mortgage Calculator" → "Interest-only mortgage calculator",
 * "Capital Gains Tax on UK Property Calculator" → "Capital Gains Tax on UK property calculator".
 * SPEC-quoted dialog titles ('Trial Credits Exhausted', 'Secure Your Account') keep the SPEC's words.
 */

/** Names that keep their capitals wherever they appear in a heading (longest first when matching). */
export const PROPER_NAMES: readonly string[] = [
  'Stamp Duty Land Tax',
  'Land and Buildings Transaction Tax',
  'Land Transaction Tax',
  'Capital Gains Tax',
  'Corporation Tax',
  'Income Tax',
  'Help to Buy',
  'HM Land Registry',
  'Land Registry',
  'Office for National Statistics',
  'Department for Education',
  'Get Information About Schools',
  'Energy Performance Certificates',
  'Ministry of Housing, Communities and Local Government',
  'National Statistics Postcode Lookup',
  'Connected Nations',
  'House Price Index',
  'Section 24',
  'Council Tax',
  'Additional Dwelling Supplement',
  'Community Infrastructure Levy',
  'Making Tax Digital',
  'Price Paid Data',
  'Estate Agents Act',
  'Renters’ Rights Act',
  'Home Office',
  // The worked examples' people.
  'Priya',
  'Northern Ireland',
  'England',
  'Scotland',
  'Wales',
  'Britain',
  'British',
  'Scottish',
  'Welsh',
  'London',
  'Manchester',
  'Trafford',
  'Notion',
  'Brickstack',
  'Ofsted',
  'Ofcom',
  'Stripe',
  'Google',
  // The MCP clients /docs/mcp shows how to connect (src/lib/api/v1/mcp-clients.ts).
  'Claude Code',
  'Claude Desktop',
  'VS Code',
  'GitHub Copilot',
  'Victorian',
  'Edwardian',
  'Georgian',
  ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
];

/** A word kept as written: "I", a letter used as a code (Band D), an acronym (UK, AI, BRRR), a code (M33, 2AU) or a word with an inner capital (PropTech). */
function keepsCapitals(word: string): boolean {
  if (/^[A-Z](’|'|$)/.test(word)) return true;
  const letters = word.replace(/[^A-Za-z]/g, '');
  return /\d/.test(word) || (letters.length >= 2 && letters === letters.toUpperCase()) || /[a-z][A-Z]/.test(word);
}

/** Spans of the text covered by proper names, as [start, end) pairs. */
function properSpans(text: string, extra: readonly string[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const name of [...PROPER_NAMES, ...extra].sort((a, b) => b.length - a.length)) {
    let from = 0;
    for (let at = text.indexOf(name, from); at !== -1; at = text.indexOf(name, from)) {
      const end = at + name.length;
      const boundary = (i: number) => i < 0 || i >= text.length || !/[A-Za-z]/.test(text[i]!);
      if (boundary(at - 1) && boundary(end) && !spans.some(([s, e]) => at < e && end > s)) spans.push([at, end]);
      from = end;
    }
  }
  return spans;
}

function convert(text: string, names: readonly string[], sentenceStarts: boolean): string {
  const spans = properSpans(text, names);
  return text.replace(/[A-Za-z][A-Za-z0-9’']*/g, (word, offset: number) => {
    const before = text.slice(0, offset);
    const starts = !/[A-Za-z]/.test(before) || (sentenceStarts && /[?.!:—–]\s+$/.test(before));
    if (starts || spans.some(([s, e]) => offset >= s && offset < e) || keepsCapitals(word)) return word;
    return word.replace(/^[A-Z](?=[a-z’'-]|$)/, (c) => c.toLowerCase());
  });
}

/**
 * The heading in sentence case; `names` adds proper names to the built-in list (places, schools,
 * datasets). With `keepSentenceStarts`, a word starting a new sentence after "? ", ". ", ": " or a
 * dash keeps its capital too: a heading is in sentence case when this leaves it unchanged.
 */
export function sentenceCase(
  text: string,
  names: readonly string[] = [],
  options: { keepSentenceStarts?: boolean } = {},
): string {
  return convert(text, names, options.keepSentenceStarts === true);
}
