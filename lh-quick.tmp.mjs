import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const [label, ...paths] = process.argv.slice(2)
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
try {
  for (const path of paths) {
    await fetch(`http://localhost:8822${path}`)
    const r = await lighthouse(`http://localhost:8822${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const a = r.lhr.audits
    const load = (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
    console.log(label.padEnd(7), path.padEnd(42), 'perf', String(Math.round(r.lhr.categories.performance.score * 100)).padStart(3), 'FCP', a['first-contentful-paint'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue, 'TBT', a['total-blocking-time'].displayValue, 'CLS', a['cumulative-layout-shift'].displayValue, 'load', load)
  }
} finally { await chrome.kill() }
