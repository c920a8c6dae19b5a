import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const paths = process.argv.slice(2)
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
try {
  for (const path of paths) {
    await fetch(`http://localhost:8822${path}`)
    const r = await lighthouse(`http://localhost:8822${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const a = r.lhr.audits
    console.log(path, 'perf', Math.round(r.lhr.categories.performance.score * 100))
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift', 'server-response-time']) console.log('  ', id, a[id].displayValue, a[id].score)
    const rb = a['render-blocking-resources']?.details?.items ?? a['render-blocking-insight']?.details?.items ?? []
    console.log('   render-blocking:', JSON.stringify(rb).slice(0, 400))
    const lcp = a['largest-contentful-paint-element']?.details?.items ?? []
    console.log('   lcp element:', JSON.stringify(lcp).slice(0, 600))
    const net = a['network-requests']?.details?.items ?? []
    const tot = net.reduce((n, i) => n + (i.transferSize ?? 0), 0)
    console.log('   requests', net.length, 'transfer KB', (tot / 1024).toFixed(1), 'js KB', (net.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + i.transferSize, 0) / 1024).toFixed(1))
  }
} finally { await chrome.kill() }
