import type { ReportFormat } from './renderers.js';
export const htmlFormat: ReportFormat = { score: () => {}, diff: () => {}, trend: () => {} };
