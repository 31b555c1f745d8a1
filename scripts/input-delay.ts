/**
 * `npm run input-delay`: the application form's input delay on a slow phone (CPU slowed 4x), in pt
 * and en, against a production build on a freshly seeded local panel (the audit's build folder).
 * Prints each sample and the medians, and beside them the same measure taken again on the same build
 * (A/A), so the spread of the method on this machine is read beside its verdict; writes them to
 * reports/input-delay-<time>.json and .md. Exits 1 when a median is over 200 ms.
 *
 *   npm run input-delay                       7 samples per measure, pt and en, each measured twice
 *   npm run input-delay -- --samples 11 --lang pt --reuse-build
 *   npm run input-delay -- --no-aa            once (half the time, no spread)
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { beginRun, finishRun } from './lib/report';
import { CPU_SLOWDOWN, measureInputDelay } from './lib/input-delay';
import { printInputDelay, type InputDelayRun } from './lib/input-delay-print';
import { ACCEPT_LANGUAGE, CHROME_PATH, CHROMIUM_ARGS, SCREENS } from './lib/screens';
import { startAuditStack } from './lib/audit-build';

const { values: args } = parseArgs({
  options: {
    samples: { type: 'string', default: '7' },
    lang: { type: 'string' },
    'reuse-build': { type: 'boolean', default: false },
    'no-aa': { type: 'boolean', default: false },
  },
});

async function main(): Promise<number> {
  const application = SCREENS.find((screen) => screen.name === 'application')!;
  const langs = (args.lang ? [args.lang] : ['pt', 'en']) as Array<'pt' | 'en'>;
  const stack = await startAuditStack({ reuseBuild: args['reuse-build'] });
  beginRun();
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const results: InputDelayRun[] = [];
    const options = { samples: Number(args.samples), acceptLanguage: ACCEPT_LANGUAGE };
    for (const lang of langs) {
      const url = `${stack.site.url}${application[lang]}`;
      // Rendered once before measuring: the figures are the browser's, not the first render's.
      await fetch(url, { headers: { 'Accept-Language': ACCEPT_LANGUAGE } }).then((response) => response.arrayBuffer());
      console.error(`input delay: ${url}`);
      const figures = await measureInputDelay(browser, url, options);
      const again = args['no-aa'] ? undefined : await measureInputDelay(browser, url, options);
      results.push({ lang, figures, again });
    }
    const ok = printInputDelay(results);
    finishRun('input-delay', { site: stack.site.url, cpuSlowdown: CPU_SLOWDOWN, results });
    return ok ? 0 : 1;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
