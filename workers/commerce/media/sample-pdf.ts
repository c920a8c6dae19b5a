// Downloadable products link a sample (`/media/downloadable/<url-key>-sample.pdf`). The embedded backend makes a
// one-page PDF naming the e-book, so the link on the product page opens a real file rather than a 404.

const SAMPLE_PATH = /^downloadable\/([a-z0-9]+(?:-[a-z0-9]+)*)-sample\.pdf$/

/** The title shown in the sample: the url key in words ('argan-care-guide-e-book' → 'Argan care guide e book'). */
function titleOf(urlKey: string): string {
  const words = urlKey.replace(/-\d+$/, '').replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A minimal PDF 1.4: catalog, one page, Helvetica, two lines of text; offsets in the xref table are exact. */
export function renderSamplePdf(urlKey: string): string {
  const text = `BT /F1 24 Tf 72 720 Td (${titleOf(urlKey)}) Tj 0 -36 Td /F1 14 Tf (Sample chapter) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return body
}

/** `GET /media/downloadable/<url-key>-sample.pdf`, or null when the path is not a sample's. */
export function handleSample(path: string): Response | null {
  const match = SAMPLE_PATH.exec(path)
  if (!match?.[1]) return null
  return new Response(renderSamplePdf(match[1]), {
    headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
