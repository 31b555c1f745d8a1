/** A run of text as drawn: where it starts and how wide it is, in PDF points from the page's bottom left. */
export type TextRun = { text: string; x: number; y: number; width: number };
/** An image as drawn: its own pixels and the size it takes on the page, in points. */
export type DrawnImage = { pixels: { width: number; height: number }; drawn: { width: number; height: number } };
/** A PDF read back as a reader would: its pages' sizes, text and drawn images (pdf.js, Mozilla's own parser). */
export type ReadPage = { width: number; height: number; text: string; images: number; runs: TextRun[]; drawnImages: DrawnImage[] };

type Matrix = [number, number, number, number, number, number];

function multiply([a1, b1, c1, d1, e1, f1]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix {
  return [a2 * a1 + b2 * c1, a2 * b1 + b2 * d1, c2 * a1 + d2 * c1, c2 * b1 + d2 * d1, e2 * a1 + f2 * c1 + e1, e2 * b1 + f2 * d1 + f1];
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPage[]> {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: ReadPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const runs = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== '' ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }] : [],
    );
    const operators = await page.getOperatorList();
    // An image fills the unit square of the transformation in force when it is painted.
    const drawnImages: DrawnImage[] = [];
    let matrix: Matrix = [1, 0, 0, 1, 0, 0];
    const saved: Matrix[] = [];
    operators.fnArray.forEach((op, index) => {
      const args = operators.argsArray[index] as unknown[];
      if (op === OPS.save) saved.push(matrix);
      else if (op === OPS.restore) matrix = saved.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (op === OPS.transform) matrix = multiply(matrix, args as Matrix);
      else if (op === OPS.paintImageXObject) {
        const [, pixelWidth, pixelHeight] = args as [string, number, number];
        const [a, b, c, d] = matrix;
        drawnImages.push({ pixels: { width: pixelWidth, height: pixelHeight }, drawn: { width: Math.hypot(a, b), height: Math.hypot(c, d) } });
      }
    });
    pages.push({ width: Math.round(width), height: Math.round(height), text, images: drawnImages.length, runs, drawnImages });
  }
  await document.destroy();
  return pages;
}
