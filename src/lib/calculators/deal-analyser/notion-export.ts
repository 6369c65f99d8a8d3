import type { DealResult } from './deal-analyser.ts';

/** One labelled figure of a deal, already formatted for people. */
export interface DealRow {
  label: string;
  value: string;
}

/** Escapes a Markdown table cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** Quotes a CSV field when it needs it (RFC 4180). */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A Notion-ready Markdown page: a title, the verdict, then "Inputs" and "Results" tables.
 * Notion imports Markdown files (Import → Text & Markdown) and turns the tables into simple tables.
 */
export function dealMarkdown(name: string, verdict: DealResult['verdict'], inputs: DealRow[], results: DealRow[]): string {
  const table = (rows: DealRow[]) =>
    ['| Item | Value |', '| --- | --- |', ...rows.map((r) => `| ${cell(r.label)} | ${cell(r.value)} |`)].join('\n');
  return [
    `# ${name.trim() || 'Untitled deal'}`,
    '',
    `**Verdict:** ${verdict}`,
    '',
    '## Inputs',
    '',
    table(inputs),
    '',
    '## Results',
    '',
    table(results),
    '',
  ].join('\n');
}

/**
 * A CSV with one header row and one row for this deal, so that each export adds a row to a Notion
 * database (Import → CSV, or merge into an existing database). The first column, "Name", becomes the title.
 */
export function dealCsv(name: string, verdict: DealResult['verdict'], rows: DealRow[]): string {
  const header = ['Name', 'Verdict', ...rows.map((r) => r.label)];
  const values = [name.trim() || 'Untitled deal', verdict, ...rows.map((r) => r.value)];
  return `${header.map(csvField).join(',')}\r\n${values.map(csvField).join(',')}\r\n`;
}
