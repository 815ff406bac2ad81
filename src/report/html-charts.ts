import { escapeXml as x } from './format-helpers.js';

/** Inline SVG charts for the HTML report: no script, no network, readable without colour via labels. */

export interface Series {
  name: string;
  color: string;
  dashed?: boolean;
  /** y in [0, 1] per x index; null leaves a gap. */
  values: (number | null)[];
}

const W = 560;
const H = 220;
const M = { left: 44, right: 40, top: 16, bottom: 40 };

/** A line chart of rates over categories (k = 1…n, or runs), with a legend and point tooltips. */
export function lineChart(title: string, xLabels: string[], series: Series[]): string {
  const legendRows = Math.ceil(series.length / 3);
  const h = H + (legendRows - 1) * 16;
  const iw = W - M.left - M.right;
  const ih = H - M.top - M.bottom;
  const n = Math.max(1, xLabels.length);
  const px = (i: number): number => M.left + (n === 1 ? iw / 2 : (i * iw) / (n - 1));
  const py = (v: number): number => M.top + ih - v * ih;
  const parts: string[] = [];
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${py(t)}" y2="${py(t)}" class="grid"/>`,
      `<text x="${M.left - 6}" y="${py(t) + 4}" text-anchor="end" class="axis">${t * 100}%</text>`);
  }
  const every = Math.ceil(xLabels.length / 10);
  xLabels.forEach((label, i) => {
    const anchor = n > 1 && i === n - 1 ? 'end' : n > 1 && i === 0 ? 'start' : 'middle';
    if (i % every === 0 || i === n - 1) parts.push(`<text x="${px(i)}" y="${H - M.bottom + 16}" text-anchor="${anchor}" class="axis">${x(label.length > 14 ? `${label.slice(0, 13)}…` : label)}</text>`);
  });
  series.forEach((s) => {
    let d = '';
    s.values.forEach((v, i) => {
      if (v === null) return;
      d += `${d === '' || s.values[i - 1] === null ? 'M' : 'L'}${px(i).toFixed(1)},${py(v).toFixed(1)}`;
    });
    if (d !== '') parts.push(`<path d="${d}" fill="none" stroke="${s.color}" stroke-width="2"${s.dashed ? ' stroke-dasharray="5 4"' : ''}/>`);
    s.values.forEach((v, i) => {
      if (v === null) return;
      parts.push(`<circle cx="${px(i).toFixed(1)}" cy="${py(v).toFixed(1)}" r="3.5" fill="${s.color}" data-series="${x(s.name)}"><title>${x(`${s.name} @ ${xLabels[i] ?? ''}: ${(v * 100).toFixed(1)} %`)}</title></circle>`);
    });
  });
  const legend = series.map((s, i) => `<g transform="translate(${M.left + (i % 3) * 170},${H - 10 + Math.floor(i / 3) * 16})"><line x1="0" x2="18" y1="-4" y2="-4" stroke="${s.color}" stroke-width="2"${s.dashed ? ' stroke-dasharray="5 4"' : ''}/><text x="22" y="0" class="legend">${x(s.name)}</text></g>`);
  return `<svg class="chart" role="img" aria-label="${x(title)}" viewBox="0 0 ${W} ${h}" width="${W}" height="${h}"><title>${x(title)}</title>${parts.join('')}${legend.join('')}</svg>`;
}

export interface BarRow {
  label: string;
  segments: { name: string; value: number; color: string }[];
}

/** Horizontal stacked bars, one per row, each segment labelled with its count. */
export function stackedBars(title: string, rows: BarRow[], legend: { name: string; color: string }[]): string {
  const labelW = 220;
  const barW = 320;
  const rowH = 26;
  const h = rows.length * rowH + 40;
  const parts: string[] = [];
  rows.forEach((row, r) => {
    const total = row.segments.reduce((a, s) => a + s.value, 0);
    const y = r * rowH + 6;
    parts.push(`<text x="${labelW - 8}" y="${y + 15}" text-anchor="end" class="axis">${x(row.label)}</text>`);
    let at = labelW;
    for (const s of row.segments) {
      if (s.value === 0 || total === 0) continue;
      const w = (s.value / total) * barW;
      parts.push(`<rect x="${at.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="20" fill="${s.color}" data-outcome="${x(s.name)}" data-scenario="${x(row.label)}"><title>${x(`${row.label}: ${s.name} ${s.value}/${total}`)}</title></rect>`);
      if (w >= 16) parts.push(`<text x="${(at + w / 2).toFixed(1)}" y="${y + 14}" text-anchor="middle" class="seg">${s.value}</text>`);
      at += w;
    }
    parts.push(`<text x="${labelW + barW + 6}" y="${y + 15}" class="axis">${total}</text>`);
  });
  const lg = legend.map((l, i) => `<g transform="translate(${labelW - 120 + i * 110},${h - 10})"><rect x="0" y="-10" width="12" height="12" fill="${l.color}"/><text x="16" y="0" class="legend">${x(l.name)}</text></g>`);
  return `<svg class="chart" role="img" aria-label="${x(title)}" viewBox="0 0 ${labelW + barW + 40} ${h}" width="${labelW + barW + 40}" height="${h}"><title>${x(title)}</title>${parts.join('')}${lg.join('')}</svg>`;
}

/** A 0–100 % track with the 95 % interval as a band and the rate as a tick. */
export function intervalBar(rate: number, ci: [number, number], color: string): string {
  const w = 200;
  return `<svg class="ci" viewBox="0 0 ${w} 14" width="${w}" height="14" aria-hidden="true"><rect x="0" y="5" width="${w}" height="4" fill="#e5e7eb"/>` +
    `<rect x="${(ci[0] * w).toFixed(1)}" y="2" width="${Math.max(1, (ci[1] - ci[0]) * w).toFixed(1)}" height="10" fill="${color}" opacity="0.3"/>` +
    `<rect x="${Math.min(w - 2, rate * w).toFixed(1)}" y="0" width="2" height="14" fill="${color}"/></svg>`;
}
