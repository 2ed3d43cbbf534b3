// Reads a PDF on stdin and prints {pages: [text per page], info: {Title, Author, …}} as JSON.
// A separate Node process because unpdf (pdf.js) is ES modules loaded by dynamic import, which
// Jest's CommonJS runtime cannot do; see pdf-text.ts.
import { extractText, getDocumentProxy } from 'unpdf';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { text } = await extractText(pdf, { mergePages: false });
const { info } = await pdf.getMetadata();
process.stdout.write(JSON.stringify({ pages: text, info }));
