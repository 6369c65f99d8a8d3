/**
 * A full VAT invoice or credit note as an A4 PDF, drawn with pdfkit (maintained, pure
 * JavaScript, its standard Helvetica fonts ship inside the package: no network, no browser).
 * Lays out what HMRC's section 16.3.1 lists, in the same order as the invoice page.
 */
import PDFDocument from 'pdfkit';
import { longDate } from '../../../src/lib/billing/billing-view.ts';
import { documentWords } from '../../../src/lib/billing/document-notices.ts';
import { addressLines, type BillingDocument } from '../../../src/lib/billing/invoice-document.ts';
import { formatPence } from '../../../src/lib/site/plans.ts';

const money = (pence: number) => formatPence(pence).replace(/^£(\d+(,\d{3})*)$/, '£$1.00');

export function documentTitle(doc: BillingDocument): string {
  return doc.kind === 'credit_note' ? `Credit note ${doc.number}` : `VAT invoice ${doc.number}`;
}

/** The PDF's bytes. `compress: false` keeps the text readable for tests. */
export function renderDocumentPdf(doc: BillingDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: documentTitle(doc), Author: doc.supplier.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = 50;
  // The same title, status and notices as the page (src/lib/billing/document-notices.ts).
  const words = documentWords(doc);
  const width = pdf.page.width - 100;
  pdf.font('Helvetica-Bold').fontSize(18).text(words.title, left, 50);
  pdf.font('Helvetica').fontSize(10).moveDown(0.5);

  const top = pdf.y;
  pdf.font('Helvetica-Bold').text('From', left, top);
  pdf.font('Helvetica').text([doc.supplier.name, ...doc.supplier.address].join('\n'));
  if (words.vatLine) pdf.text(words.vatLine);
  const afterSupplier = pdf.y;
  pdf.font('Helvetica-Bold').text('Bill to', left + width / 2, top);
  pdf
    .font('Helvetica')
    .text(
      [
        doc.customer.name ?? 'Name not given',
        ...addressLines(doc.customer.address),
        words.customerTaxLine ?? '',
        doc.customer.email ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      left + width / 2,
    );
  pdf.y = Math.max(afterSupplier, pdf.y) + 15;

  const facts: [string, string][] = [
    [doc.kind === 'credit_note' ? 'Credit note number' : 'Invoice number', doc.number],
    ['Date of issue', longDate(doc.issuedAt) ?? '-'],
    ['Tax point (time of supply)', longDate(doc.taxPoint) ?? '-'],
  ];
  if (doc.correcting)
    facts.push([
      'Corrects invoice',
      `${doc.correcting.number}${doc.correcting.issuedAt ? ` of ${longDate(doc.correcting.issuedAt)}` : ''}`,
    ]);
  if (doc.reason) facts.push(['Reason', doc.reason]);
  if (doc.period) facts.push(['Service period', `${longDate(doc.period.start)} to ${longDate(doc.period.end)}`]);
  facts.push(['Status', words.status]);
  for (const [term, value] of facts) {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').text(term, left, y, { width: 170 });
    pdf.font('Helvetica').text(value, left + 175, y, { width: width - 175 });
  }
  pdf.moveDown(1);

  const columns = [
    { label: 'Description', x: left, w: 170, align: 'left' as const },
    { label: 'Qty', x: left + 170, w: 35, align: 'right' as const },
    { label: 'Unit price excl. VAT', x: left + 205, w: 80, align: 'right' as const },
    { label: 'VAT rate', x: left + 285, w: 50, align: 'right' as const },
    { label: 'Net', x: left + 335, w: 60, align: 'right' as const },
    { label: 'VAT', x: left + 395, w: 50, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    let bottom = y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      pdf.text(cell, column.x, y, { width: column.w, align: column.align });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.y = bottom + 4;
  };
  row(
    columns.map((c) => c.label),
    true,
  );
  for (const line of doc.lines) {
    row([
      line.description,
      String(line.quantity),
      money(line.unitNetPence),
      `${line.vatRatePercent}%`,
      money(line.netPence),
      money(line.vatPence),
    ]);
  }
  pdf.moveDown(0.5);
  const sign = doc.kind === 'credit_note' ? '-' : '';
  for (const [label, pence, bold] of [
    ['Total excluding VAT', doc.netPence, false],
    ['Total VAT', doc.vatPence, false],
    [
      doc.kind === 'credit_note' ? 'Total credited' : doc.status === 'paid' ? 'Total paid' : 'Total payable',
      doc.totalPence,
      true,
    ],
  ] as const) {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, left + 205, y, { width: 190, align: 'right' });
    pdf.text(`${sign}${money(pence)}`, left + 395, y, { width: 50, align: 'right' });
  }
  pdf.moveDown(2);
  for (const notice of words.notices) pdf.font('Helvetica-Bold').fontSize(10).text(notice, left, pdf.y, { width }).moveDown(0.5);
  pdf.font('Helvetica').fontSize(8).text(`Amounts in pounds sterling (${doc.currency.toUpperCase()}).`, left);
  pdf.end();
  return done;
}
