import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

/**
 * UK place and street names (and a few everyday words) that contain a listed word; the
 * maintained obscenity word list would otherwise reject them.
 */
const ALLOWED_TERMS = [
  'penistone',
  'shitterton',
  'twatt',
  'scunthorpe',
  'cockermouth',
  'dick whittington',
  'shiitake',
  'cockfosters',
  'clitheroe',
  'sexhow',
  'fanny hands lane',
];

const built = englishDataset.build();
const matcher = new RegExpMatcher({
  ...built,
  whitelistedTerms: [...(built.whitelistedTerms ?? []), ...ALLOWED_TERMS],
  ...englishRecommendedTransformers,
});

/**
 * True when the text contains abusive or obscene language, using the maintained English word
 * list of the `obscenity` library (with its leet-speak and look-alike character handling).
 */
export function containsAbusiveLanguage(text: string): boolean {
  return matcher.hasMatch(text);
}
