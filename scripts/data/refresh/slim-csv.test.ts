import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unpack } from './unpack.ts';

// A zip in the EPC register's layout, a few columns, test values: a quoted comma, a quoted line break, a BOM.
const dir = mkdtempSync(join(tmpdir(), 'slim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const zip = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  execFileSync('zip', ['-q', '-j', join(dir, `${name}.zip`), join(dir, name)]);
  return join(dir, `${name}.zip`);
};

describe('extracting only the columns an importer reads', () => {
  it('keeps the wanted columns under their own names, quoting what needs it', async () => {
    const archive = zip(
      'certificates-2026.csv',
      '\uFEFFLMK_KEY,ADDRESS1,WALLS_DESCRIPTION,POSTCODE,CURRENT_ENERGY_RATING\r\n' +
        'T1,"Flat 1, Test House","Cavity wall, ""filled""",M33 2AU,C\r\n' +
        'T2,"2 Test\nStreet",Solid brick,M33 3HJ,D\r\n',
    );
    const out = join(dir, 'out');
    const files = await unpack(archive, out, /\.csv$/, new Set(['lmkkey', 'address1', 'postcode', 'currentenergyrating']));
    expect(files).toEqual([join(out, 'certificates-2026.csv')]);
    expect(readFileSync(files[0] as string, 'utf8')).toBe(
      'LMK_KEY,ADDRESS1,POSTCODE,CURRENT_ENERGY_RATING\nT1,"Flat 1, Test House",M33 2AU,C\nT2,"2 Test\nStreet",M33 3HJ,D\n',
    );
  });

  it('keeps every column when the header has almost none of the wanted ones (a new layout, to be held)', async () => {
    const archive = zip('renamed.csv', 'CERTIFICATE_NUMBER,ENERGY_BAND,POSTCODE\nX1,C,M33 2AU\n');
    const [file] = await unpack(archive, join(dir, 'out2'), /\.csv$/, new Set(['lmkkey', 'postcode', 'currentenergyrating']));
    expect(readFileSync(file as string, 'utf8')).toBe('CERTIFICATE_NUMBER,ENERGY_BAND,POSTCODE\nX1,C,M33 2AU\n');
  });
});
