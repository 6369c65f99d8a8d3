/**
 * Whether this deployment holds any file of a dataset, from the import record: a checker whose
 * dataset is held nowhere cannot answer for any postcode and says so at the top of its page.
 */
export function datasetHeld(sources: readonly { dataset: string }[], dataset: string): boolean {
  return sources.some((s) => s.dataset === dataset);
}
