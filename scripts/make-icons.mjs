// Draws the web app manifest's icons (public/icons) from the SVG below with Debian's Chromium, so they can be
// drawn again when the mark changes: `node scripts/make-icons.mjs`. The PNG files are committed; nothing runs this
// at build time.
import { writeFile } from 'node:fs/promises'
import { chromium } from 'playwright-core'

/** The favicon's mark, full bleed: a maskable icon is cropped to a circle or rounded square by the phone. */
const mark = (size, { rounded }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}">` +
  `<rect width="100" height="100" ${rounded ? 'rx="22"' : ''} fill="#1f2937"/>` +
  // The text within the middle 60 %: the safe zone of a maskable icon is the middle 80 %.
  `<text x="50" y="63" font-family="Georgia,'DejaVu Serif',serif" font-size="38" font-weight="700" fill="#fff" ` +
  `text-anchor="middle">ET</text></svg>`

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'maskable-512.png', size: 512, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, rounded: false },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
  for (const { file, size, rounded } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(`<body style="margin:0;background:transparent">${mark(size, { rounded })}</body>`)
    await writeFile(
      new URL(`../public/icons/${file}`, import.meta.url),
      await page.screenshot({ omitBackground: true }),
    )
    await page.close()
  }
} finally {
  await browser.close()
}
