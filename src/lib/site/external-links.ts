/**
 * Links that leave the site. The SPEC names what they are but not where they go;
 * docs/decisions.md records these choices. Every one opens in a new tab with rel="noopener".
 */
export const EXTERNAL_LINKS = {
  stampDutySite: {
    label: 'Stamp duty calculator (GOV.UK)',
    href: 'https://www.tax.service.gov.uk/calculate-stamp-duty-land-tax/',
  },
  freeCourse: { label: 'Free property course', href: 'https://learn.brickstack.co.uk/free-property-course' },
  uptime: { label: 'Service status', href: 'https://status.brickstack.co.uk' },
  roadmap: { label: 'Roadmap and feature requests', href: 'https://roadmap.brickstack.co.uk' },
  bugBoard: { label: 'Feature requests and bugs', href: 'https://roadmap.brickstack.co.uk/bugs' },
  linkedin: { label: 'LinkedIn', href: 'https://www.linkedin.com/company/brickstack-uk' },
  x: { label: 'X (Twitter)', href: 'https://x.com/brickstackuk' },
  youtube: { label: 'YouTube', href: 'https://www.youtube.com/@brickstackuk' },
} as const;
