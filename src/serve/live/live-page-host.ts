import type { ServeConfig } from '../../config/serve-config.js';
import type { LoadedCorpus } from '../../corpus/load.js';
import type { AlertsSnapshot } from '../alerts-host.js';
import { PageIndex } from './page-index.js';
import { LivePage } from './page-routes.js';

/** The live page as `forbear serve` runs it: the index every written result goes into, and its routes. */
export function createLivePage(cfg: Pick<ServeConfig, 'authToken' | 'traceUrl'>, corpus: LoadedCorpus, now: () => number, alerts?: () => AlertsSnapshot): { index: PageIndex; page: LivePage } {
  const index = new PageIndex();
  const page = new LivePage({ index, cases: corpus.corpus.cases, authToken: cfg.authToken, traceUrl: cfg.traceUrl, now, ...(alerts ? { alerts } : {}) });
  return { index, page };
}
