// Reads a PDF as a person would: its text and its pictures (pdf-parse, on Mozilla's pdf.js).
// pdf.js loads its worker with a dynamic import, which Jest's module sandbox refuses, so the
// reading happens in a Node process of its own.
import { spawn } from 'node:child_process';

/** Run by `node --input-type=module`: the PDF on stdin, its text, page and picture counts as JSON on stdout. */
const READER = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const { text, total } = await parser.getText();
const { pages } = await parser.getImage({ imageThreshold: 0 });
await parser.destroy();
process.stdout.write(JSON.stringify({ text, pages: total, images: pages.reduce((count, page) => count + page.images.length, 0) }));
`;

/**
 * @param {Uint8Array} bytes
 * @returns {Promise<{ text: string, pages: number, images: number }>}
 */
export function readPdf(bytes) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', READER], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`reading the PDF failed (exit ${code})`))));
    child.stdin.end(Buffer.from(bytes));
  });
}
