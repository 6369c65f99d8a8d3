/** User-facing wordings shared by pages, islands and functions, so every surface says the same thing. */

export function notInDataMessage(postcode: string): string {
  return `${postcode} is a valid postcode, but it is not in the data imported here yet. Coverage is best for Greater Manchester (especially Trafford), Leeds, Essex and Blackpool.`;
}

export const NO_BROADBAND_DATA = 'No Ofcom broadband figures covering this postcode have been imported.';
export const NO_MOBILE_DATA =
  'No Ofcom mobile coverage figures for the local authority that contains this postcode have been imported, so we cannot show mobile signal here.';
export const NO_AGE_EVIDENCE =
  'The imported data holds no construction date evidence (EPC age band or new-build sale) for this postcode.';
