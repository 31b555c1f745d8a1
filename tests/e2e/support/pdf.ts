/** A PDF read back as a reader would: its pages' sizes, text and drawn images (pdf.js, Mozilla's own parser). */
export type ReadPage = { width: number; height: number; text: string; images: number };

export async function readPdf(bytes: Uint8Array): Promise<ReadPage[]> {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: ReadPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const operators = await page.getOperatorList();
    const images = operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
    pages.push({ width: Math.round(width), height: Math.round(height), text, images });
  }
  await document.destroy();
  return pages;
}
