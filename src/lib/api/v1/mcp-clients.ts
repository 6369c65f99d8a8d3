/**
 * How common MCP clients connect to the MCP server, as the configuration each one reads: shown on
 * /docs/mcp. Every client sends the API key in the `x-api-key` header; clients that only start
 * local (stdio) servers reach it through the `mcp-remote` bridge.
 */
export interface McpClientSetup {
  id: string;
  name: string;
  /** Where the snippet goes. */
  where: string;
  /** The snippet's language for the label: a shell command or a JSON file. */
  kind: 'shell' | 'json';
  snippet: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The setup of each client for the server at `url`, with `key` as the API key (or a placeholder). */
export function mcpClientSetups(url: string, key: string): McpClientSetup[] {
  return [
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
        'claude_desktop_config.json (Settings → Developer → Edit Config). Claude Desktop starts local servers, so the mcp-remote bridge (Node 18 or newer) carries the key:',
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
