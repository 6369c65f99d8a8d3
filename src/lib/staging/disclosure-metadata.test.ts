import { expect, it } from 'vitest';
import { DIGITAL_SOURCE_TYPE, stagedImageXmp } from './disclosure-metadata.ts';

it("carries IPTC's digital source type for AI composites and an escaped description", () => {
  const xmp = stagedImageXmp('Virtually staged <bedroom> & "modern"');
  expect(xmp).toContain(`Iptc4xmpExt:DigitalSourceType="${DIGITAL_SOURCE_TYPE}"`);
  expect(DIGITAL_SOURCE_TYPE).toBe('http://cv.iptc.org/newscodes/digitalsourcetype/compositeWithTrainedAlgorithmicMedia');
  expect(xmp).toContain('Virtually staged &lt;bedroom&gt; &amp; &quot;modern&quot;');
  expect(xmp.startsWith('<?xpacket begin=')).toBe(true);
});
