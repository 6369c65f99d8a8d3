/**
 * Council tax bands A–H from Band D with the statutory ratios for England
 * (Local Government Finance Act 1992 s.5: A 6/9, B 7/9, C 8/9, D 9/9, E 11/9, F 13/9, G 15/9, H 18/9),
 * rounded to the penny. Example: Band D £1,878.08 → Band A £1,252.05.
 */
export const BAND_RATIOS = { A: 6, B: 7, C: 8, D: 9, E: 11, F: 13, G: 15, H: 18 } as const;

export function bandsFromBandD(bandD: number): Record<keyof typeof BAND_RATIOS, number> {
  const pence = Math.round(bandD * 100);
  const out = {} as Record<keyof typeof BAND_RATIOS, number>;
  for (const [band, ninths] of Object.entries(BAND_RATIOS))
    out[band as keyof typeof BAND_RATIOS] = Math.round((pence * ninths) / 9) / 100;
  return out;
}
