/**
 * Draws a ReportDocument as an A4 PDF with jsPDF (a maintained library that runs in the browser
 * and in Node, so the same code is tested under Vitest): the title and the date it was produced,
 * each section's figures with their period and source, bar and line charts with units on the
 * value axis, the map drawn from the data (no tiles), and the sources with their attribution.
 */
import { jsPDF } from 'jspdf';
import { withPublisher, type ReportChart, type ReportDocument, type ReportMap } from './document.ts';

const PAGE = { w: 210, h: 297, margin: 16 };
const WIDTH = PAGE.w - PAGE.margin * 2;
const INK = '#111827';
const MUTED = '#4b5563';
const BRAND = '#6d28d9';

/** The standard PDF fonts write WinAnsi text: characters outside it are spelled in ones it has. */
export function pdfText(text: string): string {
  return text
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .replace(/\u2014/g, ' - ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/\u00a0|\u202f/g, ' ')
    .replace(/[^\x20-\x7e\u00a3\u00a9\u00b7\u00d7\u00e9\u00b2]/g, '');
}

function day(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

class Writer {
  y = PAGE.margin;
  readonly doc: jsPDF;
  constructor(doc: jsPDF) {
    this.doc = doc;
  }

  ensure(height: number): void {
    if (this.y + height <= PAGE.h - PAGE.margin) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  /** The height `text` takes at `size`, wrapped to the page (to keep a block on one page). */
  height(text: string, size: number, options: { bold?: boolean; indent?: number; gap?: number } = {}): number {
    const { doc } = this;
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(pdfText(text), WIDTH - (options.indent ?? 0)) as string[];
    return lines.length * size * 0.42 + (options.gap ?? 1);
  }

  text(text: string, size: number, options: { colour?: string; bold?: boolean; indent?: number; gap?: number } = {}): void {
    const { doc } = this;
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    doc.setTextColor(options.colour ?? INK);
    const lines = doc.splitTextToSize(pdfText(text), WIDTH - (options.indent ?? 0)) as string[];
    const lineHeight = size * 0.42;
    for (const line of lines) {
      this.ensure(lineHeight);
      doc.text(line, PAGE.margin + (options.indent ?? 0), this.y + lineHeight * 0.8);
      this.y += lineHeight;
    }
    this.y += options.gap ?? 1;
  }
}

function drawChart(w: Writer, chart: ReportChart): void {
  const { doc } = w;
  const points = chart.points.filter((p) => Number.isFinite(p.value));
  if (points.length === 0) return;
  const height = chart.kind === 'bars' ? points.length * 6 + 14 : 58;
  w.ensure(height);
  w.text(`${chart.title} (${chart.unit === '£' ? '£' : chart.unit})`, 10, { bold: true });
  const max = Math.max(1, ...points.map((p) => p.value));
  // The unit is in the title; values carry £ when they are pounds.
  const fmt = (v: number) =>
    chart.unit === '£' ? `£${Math.round(v).toLocaleString('en-GB')}` : v.toLocaleString('en-GB', { maximumFractionDigits: 1 });
  if (chart.kind === 'bars') {
    const labelW = 62;
    const barW = WIDTH - labelW - 34;
    for (const p of points) {
      doc.setFontSize(8);
      doc.setTextColor(INK);
      doc.setFont('helvetica', 'normal');
      doc.text(pdfText(p.label).slice(0, 40), PAGE.margin, w.y + 3.6);
      doc.setFillColor(BRAND);
      doc.rect(PAGE.margin + labelW, w.y + 0.8, Math.max(0.5, (p.value / max) * barW), 3.6, 'F');
      doc.setTextColor(MUTED);
      doc.text(pdfText(fmt(p.value)), PAGE.margin + labelW + barW + 2, w.y + 3.6);
      w.y += 6;
    }
    w.y += 3;
    return;
  }
  const top = w.y;
  const plotH = 40;
  const left = PAGE.margin + 16;
  const plotW = WIDTH - 18;
  doc.setDrawColor('#e5e7eb');
  doc.setFontSize(7);
  doc.setTextColor(MUTED);
  for (const f of [0, 0.5, 1]) {
    const y = top + plotH - f * plotH;
    doc.line(left, y, left + plotW, y);
    doc.text(pdfText(fmt(max * f)), left - 1, y + 1, { align: 'right' });
  }
  doc.setDrawColor(BRAND);
  doc.setLineWidth(0.6);
  const step = points.length > 1 ? plotW / (points.length - 1) : 0;
  for (let i = 1; i < points.length; i++) {
    doc.line(
      left + (i - 1) * step,
      top + plotH - (points[i - 1]!.value / max) * plotH,
      left + i * step,
      top + plotH - (points[i]!.value / max) * plotH,
    );
  }
  doc.setLineWidth(0.2);
  doc.text(pdfText(points[0]!.label), left, top + plotH + 4);
  doc.text(pdfText(points.at(-1)!.label), left + plotW, top + plotH + 4, { align: 'right' });
  w.y = top + plotH + 8;
}

function drawMap(w: Writer, map: ReportMap): void {
  const { doc } = w;
  const height = 70;
  w.ensure(height + 14 + Math.ceil(map.points.filter((p) => p.kind === 'school').length / 2) * 4);
  w.text(`Map of ${map.centre.label}, drawn from the data`, 10, { bold: true });
  const top = w.y;
  const cx = PAGE.margin + WIDTH / 2;
  const cy = top + height / 2;
  const mPerDegLng = 111_320 * Math.cos((map.centre.lat * Math.PI) / 180);
  const placed = map.points.map((p, i) => ({
    ...p,
    n: i + 1,
    x: (p.lng - map.centre.lng) * mPerDegLng,
    y: (map.centre.lat - p.lat) * 110_574,
  }));
  const extent = Math.max(
    600,
    map.radiusMetres ?? 0,
    ...placed.map((p) => Math.max(Math.abs(p.x) * (height / WIDTH), Math.abs(p.y))),
  );
  const scale = height / 2 / (extent * 1.15); // mm per metre
  doc.setFillColor('#f9fafb');
  doc.setDrawColor('#e5e7eb');
  doc.rect(PAGE.margin, top, WIDTH, height, 'FD');
  if (map.radiusMetres) {
    doc.setDrawColor(BRAND);
    doc.circle(cx, cy, map.radiusMetres * scale, 'S');
  }
  doc.setFontSize(6.5);
  for (const p of placed) {
    const x = cx + p.x * scale;
    const y = cy + p.y * scale;
    if (x < PAGE.margin || x > PAGE.margin + WIDTH || y < top || y > top + height) continue;
    doc.setDrawColor('#4c1d95');
    doc.setFillColor(p.kind === 'crime' ? '#b45309' : '#ffffff');
    if (p.kind === 'school') doc.rect(x - 1.8, y - 1.8, 3.6, 3.6, 'FD');
    else doc.circle(x, y, 1.4, 'FD');
    doc.setTextColor('#4c1d95');
    doc.text(String(p.n), x, y + 0.9, { align: 'center' });
  }
  doc.setFillColor('#8b5cf6');
  doc.setDrawColor(INK);
  doc.circle(cx, cy, 1.8, 'FD');
  doc.setFontSize(8);
  doc.setTextColor(INK);
  doc.text(pdfText(map.centre.label), cx + 3, cy - 2);
  const bar = 500 * scale;
  doc.line(PAGE.margin + 4, top + height - 4, PAGE.margin + 4 + bar, top + height - 4);
  doc.text('500 m', PAGE.margin + 6 + bar, top + height - 3);
  w.y = top + height + 2;
  if (placed.length > 0) w.text(placed.map((p) => `${p.n}. ${p.label}`).join('   '), 7.5, { colour: MUTED });
}

/** The PDF's bytes. */
export function renderReportPdf(report: ReportDocument): Uint8Array {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: pdfText(report.title), subject: pdfText(report.subtitle), creator: 'Brickstack' });
  const w = new Writer(doc);
  w.text(report.title, 18, { bold: true });
  if (report.subtitle) w.text(report.subtitle, 11, { colour: MUTED });
  w.text(`Produced on ${day(report.produced)} from official open data. Every figure names its period and source.`, 9, {
    colour: MUTED,
    gap: 4,
  });
  for (const section of report.sections) {
    w.ensure(16);
    w.text(section.heading, 13, { bold: true, colour: BRAND, gap: 2 });
    for (const f of section.figures) {
      // A figure and its period and source line stay on one page.
      const line = `${f.label}: ${f.value}`;
      const detail = [f.period, f.source, f.covers].filter(Boolean).join(' · ');
      w.ensure(w.height(line, 9.5, { gap: 0 }) + w.height(detail, 7.5, { indent: 3, gap: 1.2 }));
      w.text(line, 9.5, { gap: 0 });
      w.text(detail, 7.5, { colour: MUTED, indent: 3, gap: 1.2 });
    }
    for (const note of section.notes ?? []) {
      w.ensure(w.height(note, 8.5));
      w.text(note, 8.5, { colour: MUTED });
    }
    for (const chart of section.charts ?? []) drawChart(w, chart);
    if (section.map) drawMap(w, section.map);
    w.y += 3;
  }
  w.ensure(20);
  w.text('Sources and attribution', 13, { bold: true, colour: BRAND, gap: 2 });
  for (const s of report.sources) {
    const name = `${withPublisher(s.name, s.publisher)}. ${s.licence}.`;
    w.ensure(w.height(name, 8.5, { bold: true, gap: 0 }) + w.height(s.attribution, 8, { gap: 2 }));
    w.text(name, 8.5, { bold: true, gap: 0 });
    w.text(s.attribution, 8, { colour: MUTED, gap: 2 });
  }
  for (const line of report.footer) w.text(line, 8, { colour: MUTED });
  const pages = doc.getNumberOfPages();
  for (let i = 1; i <= pages; i++) {
    doc.setPage(i);
    doc.setFontSize(7);
    doc.setTextColor(MUTED);
    doc.text(pdfText(`${report.title} · produced ${day(report.produced)} · page ${i} of ${pages}`), PAGE.margin, PAGE.h - 8);
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
