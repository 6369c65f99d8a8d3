const LINKS = [
  { href: '/api-usage', label: 'Usage' },
  { href: '/api-keys', label: 'Keys' },
  { href: '/docs/getting-started', label: 'Getting started' },
  { href: '/docs/mcp', label: 'MCP server' },
] as const;

/** Links between the signed-in API pages and their docs. */
export default function ApiNav({ current }: { current: '/api-usage' | '/api-keys' }) {
  return (
    <nav aria-label="Property API" className="mb-6">
      <ul className="flex flex-wrap gap-2 text-sm">
        {LINKS.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={link.href === current ? 'page' : undefined}
              className={`inline-block rounded-full border px-3 py-1 no-underline hover:no-underline ${
                link.href === current ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 text-ink hover:bg-gray-50'
              }`}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
