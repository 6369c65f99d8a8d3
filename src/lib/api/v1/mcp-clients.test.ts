import { describe, expect, it } from 'vitest';
import { mcpClientSetups, mcpSdkExample } from './mcp-clients.ts';
import { MCP_IDEMPOTENCY_META } from './mcp-tools.ts';

const URL = 'https://brickstack.co.uk/api/mcp';

describe('MCP client setups', () => {
  it('gives each client valid configuration carrying the URL and the key header (the connector: the URL alone)', () => {
    const setups = mcpClientSetups(URL, 'bsk_example');
    expect(setups.map((s) => s.id)).toEqual([
      'claude-connector',
      'claude-code',
      'claude-code-project',
      'claude-desktop',
      'cursor',
      'vscode',
    ]);
    expect(setups[0]!.snippet).toBe(URL);
    for (const setup of setups) {
      expect(setup.snippet, setup.id).toContain(URL);
      if (setup.kind !== 'url') expect(setup.snippet, setup.id).toMatch(/x-api-key/);
      if (setup.kind === 'json') expect(() => JSON.parse(setup.snippet), setup.id).not.toThrow();
    }
    const desktop = JSON.parse(setups.find((s) => s.id === 'claude-desktop')!.snippet);
    // No spaces inside args: some clients split them (mcp-remote's own advice).
    expect(desktop.mcpServers.brickstack.args.every((a: string) => !a.includes(' '))).toBe(true);
    expect(desktop.mcpServers.brickstack.env.BRICKSTACK_API_KEY).toBe('bsk_example');
  });

  it('shows the SDK passing an Idempotency-Key under the documented _meta key', () => {
    expect(mcpSdkExample(URL, 'bsk_example')).toContain(`'${MCP_IDEMPOTENCY_META}'`);
  });
});
