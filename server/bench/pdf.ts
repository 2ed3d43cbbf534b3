/**
 * `npm run bench:pdf`: renders one full CV (all nine sections, several entries each, a photo)
 * BENCH_RUNS times (default 20) in this process, as GET /api/cv/pdf does, and prints the median
 * and p95 render time, memory (RSS and heap growth over the runs) and the PDF's size. The first
 * render, which also loads the fonts, is timed on its own. Figures, not assertions.
 */
import { renderCvPdf } from '../src/pdf/render-cv-pdf.ts';
import { normalizePhoto } from '../src/photos/photo-image.ts';
import { fullCv } from '../test/fixtures/full-cv.ts';
import { pngImage } from '../test/helpers/images.ts';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const photo = (await normalizePhoto(await pngImage(1200, 1600))).data;
  const entries = Object.values(fullCv).filter(Array.isArray).flat().length;

  const coldStart = performance.now();
  const first = await renderCvPdf(fullCv, photo);
  const cold = performance.now() - coldStart;

  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  const times: number[] = [];
  let size = first.length;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const pdf = await renderCvPdf(fullCv, photo);
    times.push(performance.now() - start);
    size = pdf.length;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  global.gc?.();
  const after = process.memoryUsage();
  times.sort((a, b) => a - b);

  console.log(`CV: basic + ${entries} entries in 8 sections, photo ${(photo.length / 1024).toFixed(1)} KiB`);
  console.log(`first render (fonts loaded): ${cold.toFixed(1)} ms`);
  console.log(`${runs} renders: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
  console.log(`PDF size: ${(size / 1024).toFixed(1)} KiB`);
  console.log(
    `memory: RSS ${mib(before.rss)} → ${mib(after.rss)} (peak ${mib(peakRss)}), heap used ${mib(before.heapUsed)} → ${mib(after.heapUsed)}` +
      (global.gc ? '' : ' (run with --expose-gc for settled heap figures)'),
  );
}

void main();
