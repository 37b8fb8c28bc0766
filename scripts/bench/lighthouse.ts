// Bench: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium, median of 3 runs.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts'
import type { LighthouseResult } from './results.ts'

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

export async function runLighthouse(urls: string[], runs = 3): Promise<Record<string, LighthouseResult>> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  const results: Record<string, LighthouseResult> = {}
  try {
    for (const url of urls) {
      const samples: LighthouseResult[] = []
      for (let i = 0, failures = 0; i < runs; i++) {
        const out = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        const lhr = out?.lhr
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
        // Lighthouse sometimes fails to record a trace here (NO_NAVSTART): such a run measures nothing.
        if (lhr.runtimeError) {
          if (++failures > 3) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}`)
          console.log(`  Lighthouse ${lhr.runtimeError.code} on ${url}: run again`)
          i--
          continue
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          tbtMs: audit('total-blocking-time'),
        })
      }
      const pick = (key: keyof LighthouseResult) => median(samples.map((s) => s[key]))
      results[url] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
      }
    }
  } finally {
    chrome.kill()
  }
  return results
}
