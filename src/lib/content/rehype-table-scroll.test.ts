import { describe, expect, it } from 'vitest';
import { rehypeTableScroll } from './rehype-table-scroll.ts';

const text = (value: string) => ({ type: 'text', value });
const cell = (tagName: string, value: string) => ({ type: 'element', tagName, children: [text(value)] });
const table = {
  type: 'element',
  tagName: 'table',
  children: [
    {
      type: 'element',
      tagName: 'thead',
      children: [{ type: 'element', tagName: 'tr', children: [cell('th', 'Cost'), cell('th', 'Amount')] }],
    },
    {
      type: 'element',
      tagName: 'tbody',
      children: [{ type: 'element', tagName: 'tr', children: [cell('td', 'Stamp duty'), cell('td', '£8,000')] }],
    },
  ],
};

describe('rehypeTableScroll', () => {
  it('puts each table in a focusable scroll box named by its headers', () => {
    const tree = {
      type: 'root',
      children: [{ type: 'element', tagName: 'p', children: [text('Costs:')] }, structuredClone(table)],
    };
    rehypeTableScroll()(tree);
    const box = tree.children[1]!;
    expect(box).toMatchObject({
      tagName: 'div',
      properties: { role: 'region', tabIndex: 0, ariaLabel: 'Table: Cost, Amount' },
    });
    expect((box as { children: unknown[] }).children[0]).toMatchObject({ tagName: 'table' });
    expect(tree.children[0]).toMatchObject({ tagName: 'p' });
  });

  it('finds tables nested in other elements and names a table without headers "Table"', () => {
    const bare = {
      type: 'element',
      tagName: 'table',
      children: [{ type: 'element', tagName: 'tr', children: [cell('td', 'x')] }],
    };
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'section', children: [bare] }] };
    rehypeTableScroll()(tree);
    expect(tree.children[0]!.children[0]).toMatchObject({ tagName: 'div', properties: { ariaLabel: 'Table' } });
  });
});
