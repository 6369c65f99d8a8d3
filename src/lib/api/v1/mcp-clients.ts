/**
 * How common MCP clients connect to the MCP server, as the configuration each one reads: shown on
 * /docs/mcp. Assistants with custom connectors (Claude, Claude Desktop) add the URL and sign in
 * with OAuth, no key or bridge; other clients send the API key in the `x-api-key` header.
 */
export interface McpClientSetup {
  id: string;
  name: string;
  /** Where the snippet goes. */
  where: string;
  /** The snippet's kind for the label: a shell command, a JSON file or an address to paste. */
  kind: 'shell' | 'json' | 'url';
  snippet: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The setup of each client for the server at `url`, with `key` as the API key (or a placeholder). */
export function mcpClientSetups(url: string, key: string): McpClientSetup[] {
  return [
    {
      id: 'claude-connector',
      name: 'Claude and Claude Desktop (custom connector)',
      where:
        'Settings → Connectors → Add custom connector, paste this address, then sign in to Brickstack and approve the access and monthly cap. No key and no bridge:',
      kind: 'url',
      snippet: url,
    },
    {
      id: 'claude-code',
      name: 'Claude Code',
      where: 'Run once in a terminal (add --scope project to share it through .mcp.json):',
      kind: 'shell',
      snippet: `claude mcp add --transport http brickstack ${url} --header "x-api-key: ${key}"`,
    },
    {
      id: 'claude-code-project',
      name: 'Claude Code (.mcp.json)',
      where: 'Or in .mcp.json at the root of a project:',
      kind: 'json',
      snippet: json({ mcpServers: { brickstack: { type: 'http', url, headers: { 'x-api-key': key } } } }),
    },
    {
      id: 'claude-desktop',
      name: 'Claude Desktop',
      where:
        'Or with an API key instead of signing in: claude_desktop_config.json (Settings → Developer → Edit Config), where the mcp-remote bridge (Node 18 or newer) carries the key:',
      kind: 'json',
      snippet: json({
        mcpServers: {
          brickstack: {
            command: 'npx',
            args: ['-y', 'mcp-remote', url, '--header', 'x-api-key:${BRICKSTACK_API_KEY}'],
            env: { BRICKSTACK_API_KEY: key },
          },
        },
      }),
    },
    {
      id: 'cursor',
      name: 'Cursor',
      where: '~/.cursor/mcp.json (or .cursor/mcp.json in a project):',
      kind: 'json',
      snippet: json({ mcpServers: { brickstack: { url, headers: { 'x-api-key': key } } } }),
    },
    {
      id: 'vscode',
      name: 'VS Code (GitHub Copilot agent mode)',
      where: '.vscode/mcp.json; VS Code asks for the key once and keeps it in its secret storage:',
      kind: 'json',
      snippet: json({
        inputs: [{ type: 'promptString', id: 'brickstack-api-key', description: 'Brickstack API key', password: true }],
        servers: { brickstack: { type: 'http', url, headers: { 'x-api-key': '${input:brickstack-api-key}' } } },
      }),
    },
  ];
}

/** The same connection from code, with the official TypeScript SDK. */
export function mcpSdkExample(url: string, key: string): string {
  return [
    "import { Client } from '@modelcontextprotocol/sdk/client/index.js';",
    "import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';",
    '',
    "const client = new Client({ name: 'my-app', version: '1.0.0' });",
    'await client.connect(',
    `  new StreamableHTTPClientTransport(new URL(${JSON.stringify(url)}), {`,
    `    requestInit: { headers: { 'x-api-key': ${JSON.stringify(key)} } },`,
    '  }),',
    ');',
    'const result = await client.callTool({',
    "  name: 'crime_statistics',",
    "  arguments: { postcode: 'M33 2AU', radius: 500 },",
    "  _meta: { 'uk.co.brickstack/idempotency-key': crypto.randomUUID() },",
    '});',
    'console.log(result.isError ? result.content : result.structuredContent);',
  ].join('\n');
}
