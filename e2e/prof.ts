import { chromium } from 'playwright-core';
import { startSite } from './src/support/site-server';
async function main() {
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const agg = new Map<string, number>();
  const byUrl = new Map<string, number>();
  for (const route of (process.env.ROUTES ?? '/').split(',')) for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.start');
    await page.goto(site.url + route, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const { profile } = await cdp.send('Profiler.stop') as any;
    const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    const counts = new Map<number, number>();
    profile.samples.forEach((id: number, i: number) => counts.set(id, (counts.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    for (const [id, us] of counts) {
      const n = nodes.get(id); const cf = n.callFrame;
      const url = String(cf.url).replace(/^https?:\/\/[^/]+\//, '').replace(/\.[0-9a-f]{8}\.js$/, '.js');
      const key = `${cf.functionName || '(anon)'} @ ${url.slice(0, 60)}:${cf.lineNumber}:${cf.columnNumber}`;
      agg.set(key, (agg.get(key) ?? 0) + us / 1000);
      byUrl.set(url || cf.functionName, (byUrl.get(url || cf.functionName) ?? 0) + us / 1000);
    }
    await context.close();
  }
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([key, ms]) => `${(ms / 3).toFixed(1).padStart(8)} ms  ${key}`).join('\n');
  console.log('BY URL (per run avg, 4x throttle)\n' + top(byUrl, 25));
  console.log('\nBY FUNCTION\n' + top(agg, 40));
  await browser.close(); await site.stop();
}
main();
