import type { RouteEntry } from './route-types.ts';

function design(path: string, title: string, description: string): RouteEntry {
  return { path, title, description, layout: 'default', section: 'ai-design' };
}

/** AI design and virtual staging pages. */
export const AI_DESIGN_ROUTES: RouteEntry[] = [
  design(
    '/ai-bedroom-design',
    'AI Bedroom Design',
    'Restyle a bedroom photo with AI: try furniture, colours and layouts before you spend.',
  ),
  design('/ai-garden-design', 'AI Garden Design', 'Reimagine a garden photo with AI: planting, patios and layouts for UK homes.'),
  design(
    '/ai-home-design',
    'AI Home Design',
    'Redesign any room of a home from a photo with AI, for buyers, sellers and renovators.',
  ),
  design(
    '/ai-interior-design',
    'AI Interior Design',
    'AI interior design from a single photo: styles, palettes and furniture ideas for UK homes.',
  ),
  design(
    '/ai-kitchen-design',
    'AI Kitchen Design',
    'See a new kitchen on your own photo with AI: units, worktops and layouts before you renovate.',
  ),
  design(
    '/ai-landscape-design',
    'AI Landscape Design',
    'AI landscape design for front and back gardens from a photo of the space.',
  ),
  design(
    '/ai-living-room-design',
    'AI Living Room Design',
    'Restyle a living room photo with AI to plan a refresh or market a property.',
  ),
  design(
    '/ai-room-designer',
    'AI Room Designer',
    'Design any room with AI from a photo: choose a style and see how it could look furnished.',
  ),
  design(
    '/ai-room-planner',
    'AI Room Planner',
    'Plan a room layout with AI: furniture placement and styles on a photo of your room.',
  ),
  {
    ...design(
      '/ai-virtual-property-staging',
      'AI Virtual Property Staging',
      'Virtually stage empty rooms in listing photos with AI so buyers and tenants can picture the space.',
    ),
    menu: { group: 'features', label: 'AI Virtual Staging', order: 1 },
  },
  design(
    '/ai-virtual-staging-UK',
    'AI Virtual Staging UK',
    'AI virtual staging for UK estate agents, landlords and sellers: furnished listing photos, honestly disclosed.',
  ),
  design(
    '/virtual-staging-real-estate',
    'Virtual Staging for Real Estate',
    'Virtual staging for real estate listings: why it works, what it costs and how to disclose it.',
  ),
  {
    path: '/ai-staging',
    title: 'AI Virtual Staging Studio',
    heading: 'AI virtual staging',
    description: 'Upload a room photo and stage it with AI. Uses your account credits.',
    layout: 'logged-in',
    section: 'ai-design',
    requiresAuth: true,
    sidebar: { group: 'top', label: 'AI Virtual Staging', order: 2 },
  },
];
