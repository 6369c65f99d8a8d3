/**
 * A rehype plugin for authored Markdown: every table sits in a focusable, named scroll box, so a wide
 * table scrolls sideways on a phone instead of widening the page, and keyboard users can scroll it.
 *   <table>…</table> → <div class="table-scroll" role="region" tabindex="0" aria-label="Table: Cost, Amount">…</div>
 * The name is "Table: " plus the first row's header cells (the first three), or "Table" without headers.
 */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function firstRowHeaders(table: HastNode): string[] {
  const found: string[] = [];
  const walk = (node: HastNode): boolean => {
    if (node.tagName === 'tr') {
      for (const cell of node.children ?? []) if (cell.tagName === 'th') found.push(textOf(cell).trim());
      return true;
    }
    return (node.children ?? []).some(walk);
  };
  walk(table);
  return found.filter(Boolean).slice(0, 3);
}

/** The accessible name of a table's scroll box. */
export function tableLabel(table: HastNode): string {
  const headers = firstRowHeaders(table);
  return headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table';
}

function wrapTables(node: HastNode): void {
  const children = node.children;
  if (!children) return;
  children.forEach((child, index) => {
    if (child.type === 'element' && child.tagName === 'table') {
      children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: tableLabel(child) },
        children: [child],
      };
    } else {
      wrapTables(child);
    }
  });
}

/** The plugin: `markdown: { rehypePlugins: [rehypeTableScroll] }` in astro.config.mjs. */
export function rehypeTableScroll() {
  return (tree: HastNode): void => wrapTables(tree);
}
