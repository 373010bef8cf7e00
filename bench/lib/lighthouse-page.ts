import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ARGS, CHROMIUM } from '../../e2e/lib/chromium.ts';

/** One Lighthouse run's figures: scores out of 100, times in ms, bytes as transferred. */
export interface PageFigures {
  performance: number;
  accessibility: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  jsBytes: number;
  /** Lighthouse's measure of the machine's CPU (Chromium's speed on a fixed task; higher is faster). */
  benchmarkIndex: number;
}

/**
 * Runs Lighthouse once on `url` in a fresh Chromium profile (no cache carried between runs), with
 * its defaults: a mobile phone and simulated slow 4G with a 4× slower CPU, or `cpuSlowdown`
 * times slower.
 */
export async function lighthousePage(url: string, cpuSlowdown?: number): Promise<PageFigures> {
  const profile = await mkdtemp(path.join(tmpdir(), 'pasal-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ARGS,
    userDataDir: profile,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      si: value('speed-index'),
      jsBytes: (requests ?? [])
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
    await rm(profile, { recursive: true, force: true });
  }
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}
