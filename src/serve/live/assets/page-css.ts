/** The live page's stylesheet: light, large figures for a wall screen, nothing fetched. */
export const PAGE_CSS = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#111827;background:#f9fafb}
header{display:flex;align-items:center;gap:14px;padding:10px 24px;background:#fff;border-bottom:1px solid #e5e7eb}
header h1{font-size:20px;margin:0}header .sub{color:#6b7280;font-weight:400}
main,.login{max-width:1200px;margin:0 auto;padding:16px 24px}
.login{max-width:460px;background:#fff;border:1px solid #e5e7eb;border-radius:8px;margin-top:40px}
h2{font-size:16px;margin:24px 0 8px}
.meta{color:#6b7280;font-size:13px}#alerts caption{text-align:left;padding:4px 0}.error{color:#b91c1c}
.conn{font-size:12px;padding:2px 8px;border-radius:10px;background:#e5e7eb;color:#374151}
.conn.live{background:#dcfce7;color:#166534}.conn.polling{background:#fef3c7;color:#92400e}.conn.offline{background:#fee2e2;color:#991b1b}
.controls{display:flex;flex-wrap:wrap;gap:14px;align-items:center;margin:4px 0 8px}
select,input,button{font:inherit}
.cards{display:flex;flex-wrap:wrap;gap:12px}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;min-width:260px;flex:1}
.card .name{color:#4b5563;font-size:13px}.card .value{font-size:34px;font-weight:600;font-variant-numeric:tabular-nums}
.card .sub{color:#6b7280;font-size:12px}.card.bad .value{color:#b91c1c}
.chart-box{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:8px}
svg.chart{width:100%;height:auto;display:block}svg .grid{stroke:#e5e7eb}svg .axis{font-size:11px;fill:#4b5563}
table{border-collapse:collapse;width:100%;background:#fff;border:1px solid #e5e7eb}
th,td{border-bottom:1px solid #e5e7eb;padding:5px 8px;text-align:left;vertical-align:top}th{background:#f3f4f6;font-weight:600}
td.num{text-align:right;font-variant-numeric:tabular-nums}tr.pick{cursor:pointer}tr.pick:hover{background:#eff6ff}
.badge{display:inline-block;padding:0 7px;border-radius:9px;font-size:12px;background:#e5e7eb}
.st-ok,.st-pass{background:#dcfce7;color:#166534}.st-alert,.st-fail{background:#fee2e2;color:#991b1b}
.st-warning,.st-flaky{background:#fef3c7;color:#92400e}.st-no_data{background:#e5e7eb;color:#374151}
.turn{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:10px 14px;margin:8px 0}
.turn.forced{border-left:4px solid #dc2626}
.turn .head{display:flex;flex-wrap:wrap;gap:10px;align-items:baseline}
.turn .label{color:#6b7280;font-size:12px;margin-top:6px}
.text{white-space:pre-wrap;overflow-wrap:anywhere;background:#f3f4f6;padding:6px 8px;border-radius:6px;margin:2px 0;font:13px/1.4 ui-monospace,Menlo,monospace;max-height:320px;overflow:auto}
.text.all{max-height:none}
mark{background:#fde68a}
ol.calls{margin:2px 0;padding-left:22px}ol.calls li{margin:2px 0}
.forbidden{color:#b91c1c;font-weight:600}.call-args{color:#4b5563;font:12px ui-monospace,Menlo,monospace;overflow-wrap:anywhere}
code,.mono{font:12px ui-monospace,Menlo,monospace;overflow-wrap:anywhere}
a{color:#1d4ed8}
.dots{display:flex;flex-wrap:wrap;gap:3px;margin:6px 0}.dot{width:12px;height:12px;border-radius:3px;background:#16a34a}
.dot.fail{background:#dc2626}.dot.infra{background:#9ca3af}
.legend{display:flex;gap:14px;font-size:12px;color:#374151;margin:4px 0}.sw{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px}
.sw-pass{background:#16a34a}.sw-forced{background:#dc2626}.sw-ask{background:#9333ea}
`;
