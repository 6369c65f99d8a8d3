import { useEffect, useState } from 'react';
import type { ReportDocument } from '../../lib/report/document.ts';

export interface ReportActionsProps {
  /** Builds the document when asked (the report's data is already on the page: nothing is fetched or charged). */
  document: (produced: string) => ReportDocument;
  /** File name without extension, e.g. "brickstack-report-M33-3HJ". */
  fileName: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Opens every one-line source while the page prints, so the printout carries each figure's detail. */
function useSourcesOpenForPrint() {
  useEffect(() => {
    const opened: HTMLDetailsElement[] = [];
    const before = () => {
      for (const d of document.querySelectorAll<HTMLDetailsElement>('details.source-line:not([open])')) {
        d.open = true;
        opened.push(d);
      }
    };
    const after = () => {
      for (const d of opened.splice(0)) d.open = false;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
}

/**
 * "Download PDF" and "Print" for a report: the PDF is drawn in the browser from the answer
 * already shown (src/lib/report/pdf.ts, loaded on demand), dated the day it is made; printing uses
 * the print stylesheet, with every source line opened.
 */
export function ReportActions({ document: build, fileName }: ReportActionsProps) {
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  useSourcesOpenForPrint();
  async function download() {
    setState('working');
    try {
      const produced = today();
      const { renderReportPdf } = await import('../../lib/report/pdf.ts');
      const bytes = renderReportPdf(build(produced));
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const link = Object.assign(window.document.createElement('a'), { href: url, download: `${fileName}-${produced}.pdf` });
      window.document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="not-prose mt-4 flex flex-wrap items-center gap-3" data-report-actions data-no-print>
      <button type="button" className="btn btn-primary" onClick={() => void download()} disabled={state === 'working'}>
        {state === 'working' ? 'Preparing PDF…' : 'Download PDF'}
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
        Print
      </button>
      {state === 'failed' && (
        <p className="text-sm text-error" role="alert">
          The PDF could not be made in this browser. Use Print and choose “Save as PDF” instead.
        </p>
      )}
    </div>
  );
}

/** A line that only the printout shows: where and when it was produced. */
export function PrintedOn({ what }: { what: string }) {
  return (
    <p className="print-only text-sm" data-print-only>
      {what}, printed from brickstack.co.uk on{' '}
      {new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}. Every figure names its period
      and source; licences are at brickstack.co.uk/data-sources.
    </p>
  );
}
