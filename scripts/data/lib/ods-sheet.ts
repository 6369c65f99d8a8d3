/**
 * Reads one sheet of an OpenDocument spreadsheet (GOV.UK publishes its statistical tables as
 * ODS) as rows of cell texts: the workbook's content.xml taken out with Info-ZIP's `unzip -p`,
 * then the sheet's rows and cells read from the XML. A numeric cell gives its full value
 * (office:value, "1929.4"), not the formatted text ("1,929.40"); repeated empty columns and rows
 * (the spreadsheet's padding) are cut short.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The XML of the workbook's cells (content.xml). */
export async function odsContent(path: string): Promise<string> {
  const { stdout } = await run('unzip', ['-p', path, 'content.xml'], { maxBuffer: 512 * 1024 * 1024 });
  return stdout;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e.startsWith('#x') || e.startsWith('#X')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : (ENTITIES[e.toLowerCase()] ?? ''),
  );

function cellText(cell: string): string {
  const paragraphs = [...cell.matchAll(/<text:p\b[^>]*>([\s\S]*?)<\/text:p>/g)].map((m) =>
    decode((m[1] as string).replace(/<text:s\b[^>]*\/>/g, ' ').replace(/<[^>]+>/g, '')),
  );
  return paragraphs.join(' ').replace(/\s+/g, ' ').trim();
}

const TOKEN =
  /<table:table-row\b[^>]*?\/>|<table:table-row\b[^>]*>|<\/table:table-row>|<table:(?:covered-)?table-cell\b[^>]*?\/>|<table:(?:covered-)?table-cell\b[^>]*>[\s\S]*?<\/table:(?:covered-)?table-cell>/g;

/** The rows of the sheet named `sheet` (null when the workbook has no such sheet). */
export function odsSheetRows(content: string, sheet: string, maxColumns = 400): string[][] | null {
  const start = content.indexOf(`<table:table table:name="${sheet}"`);
  if (start < 0) return null;
  const end = content.indexOf('</table:table>', start);
  const xml = content.slice(start, end < 0 ? undefined : end);
  const rows: string[][] = [];
  let row: string[] | null = null;
  for (const m of xml.matchAll(TOKEN)) {
    const token = m[0];
    if (token.startsWith('<table:table-row')) {
      if (token.endsWith('/>')) rows.push([]);
      else row = [];
      continue;
    }
    if (token === '</table:table-row>') {
      if (row) {
        while (row.length && row[row.length - 1] === '') row.pop();
        rows.push(row);
      }
      row = null;
      continue;
    }
    if (!row) continue;
    const open = /^<[^>]*>/.exec(token)?.[0] ?? token;
    const repeat = Number(/number-columns-repeated="(\d+)"/.exec(open)?.[1] ?? '1');
    const value = /office:value="([^"]*)"/.exec(open)?.[1];
    const text = value !== undefined ? value : token.endsWith('/>') && open === token ? '' : cellText(token);
    for (let i = 0; i < repeat && row.length < maxColumns; i++) row.push(text);
  }
  while (rows.length && rows[rows.length - 1]?.length === 0) rows.pop();
  return rows;
}
