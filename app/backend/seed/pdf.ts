/**
 * A minimal, valid one-page PDF with lines of text in Helvetica (for the demo resume): header,
 * catalog, pages, page, content stream, font, a cross-reference table with exact byte offsets
 * and a trailer. Text is ASCII (other characters become `?`).
 */

function escapeText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, (ch) => `\\${ch}`);
}

export type PdfLine = { text: string; size?: number; gap?: number };

export function simplePdf(lines: ReadonlyArray<PdfLine | string>): Uint8Array {
  let y = 790;
  const ops: string[] = ["BT"];
  for (const entry of lines) {
    const line = typeof entry === "string" ? { text: entry } : entry;
    const size = line.size ?? 11;
    y -= line.gap ?? Math.round(size * 1.6);
    ops.push(`/F1 ${size} Tf`, `1 0 0 1 56 ${y} Tm`, `(${escapeText(line.text)}) Tj`);
  }
  ops.push("ET");
  const content = ops.join("\n");

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII, so string offsets are byte offsets.
  return new TextEncoder().encode(pdf);
}
