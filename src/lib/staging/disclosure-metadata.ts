/**
 * The XMP packet every staged image carries: IPTC's digital source type for media made with
 * generative AI, and a plain description. IPTC NewsCodes "digitalsourcetype":
 * `compositeWithTrainedAlgorithmicMedia` is "a composite of captured and AI-generated elements",
 * which a real room photo with AI-added furniture is (cv.iptc.org/newscodes/digitalsourcetype/).
 */
export const DIGITAL_SOURCE_TYPE = 'http://cv.iptc.org/newscodes/digitalsourcetype/compositeWithTrainedAlgorithmicMedia';

/** The visible mark drawn on every result. */
export const STAGED_MARK = 'Virtually staged';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function stagedImageXmp(description: string): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ` Iptc4xmpExt:DigitalSourceType="${DIGITAL_SOURCE_TYPE}">`,
    `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(description)}</rdf:li></rdf:Alt></dc:description>`,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('');
}
