import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of Form 10BE PDFs, read with Mozilla's pdf.js in a worker thread: pdf.js parses and
 * inflates a PDF's streams synchronously in JavaScript, so a hostile PDF run on the main thread
 * would freeze every request. Here it can only use up this thread, which the server ends when
 * its time is up (form-10be-read.ts). Plain JavaScript so that it starts without a TypeScript loader.
 * Asked { id, bytes }; answers { id, text } with text null when the file cannot be read.
 */
const { standardFontDataUrl, maxPages, maxChars } = workerData;

async function textOf(bytes) {
  const task = getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, standardFontDataUrl, verbosity: 0 });
  const pdf = await task.promise;
  try {
    let text = '';
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages) && text.length < maxChars; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      text += '\n';
    }
    return text.slice(0, maxChars);
  } finally {
    await pdf.destroy();
  }
}

parentPort.on('message', async ({ id, bytes }) => {
  let text = null;
  try {
    text = await textOf(bytes);
  } catch {
    text = null;
  }
  parentPort.postMessage({ id, text });
});
