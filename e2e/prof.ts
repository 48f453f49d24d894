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
    await page.addInitScript(() => {
      (window as any).__lt = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.start');
    await page.goto(site.url + route, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const { profile } = await cdp.send('Profiler.stop') as any;
    const lt = await page.evaluate(() => ({ lt: (window as any).__lt as [number, number][], fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 }));
    const tbt = lt.lt.filter(([s]) => s >= lt.fcp).reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
    console.log(route, 'run', run, 'FCP', Math.round(lt.fcp), 'TBT-like', tbt, 'long tasks', lt.lt.map(([s, d]) => `${s}+${d}`).join(' '));
    const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    const counts = new Map<number, number>();
    profile.samples.forEach((id: number, i: number) => counts.set(id, (counts.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    // Inclusive time of each node, then the heaviest paths from the root, three levels deep.
    const incl = new Map<number, number>();
    const inclOf = (id: number): number => {
      const n = nodes.get(id);
      const v = (counts.get(id) ?? 0) + (n.children ?? []).reduce((a: number, c: number) => a + inclOf(c), 0);
      incl.set(id, v);
      return v;
    };
    inclOf(profile.nodes[0].id);
    const label = (n: any) => `${n.callFrame.functionName || '(anon)'}@${String(n.callFrame.url).replace(/^https?:\/\/[^/]+\//, '').replace(/\.[0-9a-f]{8}\.js$/, '').slice(0, 40)}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    if (process.env.UNDER) {
      // Components (frames outside react-dom) first reached under the given react-dom frames, by inclusive time.
      const [file, pos] = process.env.UNDER.split('@');
      const comps = new Map<string, number>();
      const collect = (id: number) => {
        const n = nodes.get(id);
        const url = String(n.callFrame.url);
        if (url && !url.includes('react-dom_client') && !url.includes('scheduler')) {
          const key = `${url.replace(/^https?:\/\/[^/]+\//, '')} ${n.callFrame.lineNumber}:${n.callFrame.columnNumber} ${n.callFrame.functionName}`;
          comps.set(key, (comps.get(key) ?? 0) + incl.get(id)!);
          return;
        }
        for (const c of n.children ?? []) collect(c);
      };
      for (const n of profile.nodes) {
        if (String(n.callFrame.url).includes(file) && `${n.callFrame.lineNumber}:${n.callFrame.columnNumber}` === pos) collect(n.id);
      }
      for (const [k, v] of [...comps].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log('UNDER', (v / 1000).toFixed(1).padStart(7), k);
    }
    if (process.env.TREE && run === 0) {
      const walk = (id: number, depth: number) => {
        const n = nodes.get(id);
        const kids = [...(n.children ?? [])].sort((a: number, b: number) => incl.get(b)! - incl.get(a)!);
        for (const k of kids.slice(0, depth === 0 ? 12 : 5)) {
          if (incl.get(k)! < 15000) continue;
          console.log(`${'  '.repeat(depth)}${(incl.get(k)! / 1000).toFixed(0).padStart(6)} ms ${label(nodes.get(k))}`);
          if (depth < Number(process.env.TREE)) walk(k, depth + 1);
        }
      };
      walk(profile.nodes[0].id, 0);
    }
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
