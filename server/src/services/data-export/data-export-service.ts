import { ecuadorDay } from '@portal/contracts';
import type { DataExportKey } from '@portal/contracts/schemas';
import { type DataExportSummary, dataExportDocument, dataExportPdfTexts } from '../../pdf/data-export-document.ts';
import { renderDocumentPdf } from '../../pdf/render-cv-pdf.ts';
import { type ServiceContext, signedIn } from '../context.ts';
import { buildDataExport } from './registry.ts';

export interface ExportFile<T> {
  body: T;
  fileName: string;
}

const fileName = (extension: string) => `mis-datos-${ecuadorDay(new Date())}.${extension}`;

/** The caller's whole export (API.md: the document itself, no envelope). */
export async function callerDataExport(context: ServiceContext): Promise<ExportFile<Record<DataExportKey, unknown>>> {
  return { body: await buildDataExport(context, signedIn(context).user.id_us), fileName: fileName('json') };
}

/** The same data as a readable PDF, through the CV's renderer. */
export async function callerDataExportPdf(context: ServiceContext): Promise<{ pdf: Buffer; fileName: string }> {
  const data = await buildDataExport(context, signedIn(context).user.id_us);
  const pdf = await renderDocumentPdf(dataExportDocument(data as unknown as DataExportSummary), null, { title: dataExportPdfTexts.title });
  return { pdf, fileName: fileName('pdf') };
}
